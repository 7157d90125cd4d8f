import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { hashInvitationToken } from '../invitation-token';
import { storedInvitation, TEST_TOKEN } from '../../testing/invitation.fixtures';
import { readsBeyondRateLimits } from '../../testing/rate-limit.fixtures';
import { handler } from './sign-up-with-invitation';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const CLAIM = { UpdateExpression: 'SET claimId = :claimId, claimedAt = :now' };
const RELEASE = { UpdateExpression: 'REMOVE claimId, claimedAt' };
const invitationPk = `INVITATION#${hashInvitationToken(TEST_TOKEN)}`;

const validBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'Nia.Newman@Example.com',
  password: 'Sup3r$ecret',
  firstName: 'Nia',
  lastName: 'Newman',
  invitationToken: TEST_TOKEN,
  phoneNumber: '(202) 555-0177',
  languagePreference: 'es',
  ...overrides,
});
const signUp = (body: unknown) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/aws-auth/signup-with-invitation',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

/** A table where rate limits pass, the invitation is as given and every write succeeds. */
function prepareTable(invitation = storedInvitation()) {
  dynamo.on(GetCommand).resolves({ Item: invitation });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
}
function prepareCognito() {
  cognito.on(AdminCreateUserCommand).resolves({
    User: { Username: 'sub-123', Attributes: [{ Name: 'sub', Value: 'sub-123' }] },
  });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminAddUserToGroupCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
}
const updatesWith = (expression: string) =>
  dynamo.commandCalls(UpdateCommand).filter((call) => call.args[0].input.UpdateExpression === expression);

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
});

describe('signUpWithInvitation', () => {
  it('creates the Cognito user in the invitation group, the User item, and uses the invitation', async () => {
    // Prepare
    prepareTable(storedInvitation({ role: 'originator' }));
    prepareCognito();

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toEqual({
      userId: 'sub-123',
      email: 'nia.newman@example.com',
      role: 'originator',
      emailVerificationRequired: true,
    });
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminCreateUserCommand, {
      Username: 'nia.newman@example.com',
      MessageAction: 'SUPPRESS',
      UserAttributes: expect.arrayContaining([
        { Name: 'email', Value: 'nia.newman@example.com' },
        { Name: 'email_verified', Value: 'false' },
        { Name: 'given_name', Value: 'Nia' },
        { Name: 'family_name', Value: 'Newman' },
        { Name: 'phone_number', Value: '+12025550177' },
        { Name: 'locale', Value: 'es' },
      ]),
    });
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminSetUserPasswordCommand, {
      Username: 'sub-123',
      Password: 'Sup3r$ecret',
      Permanent: true,
    });
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminAddUserToGroupCommand, {
      Username: 'sub-123',
      GroupName: 'originators',
    });
    const [userPut, invitationUpdate] =
      dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(userPut?.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: 'USER#sub-123',
        email: 'nia.newman@example.com',
        roles: ['originator'],
        cognitoGroups: ['originators'],
        phoneNumber: '+12025550177',
        languagePreference: 'es',
        accountStatus: 'active',
        emailVerified: false,
      },
    });
    expect(invitationUpdate?.Update).toMatchObject({
      Key: { pk: invitationPk },
      ConditionExpression: '#status = :pending AND claimId = :claimId',
      ExpressionAttributeValues: { ':used': 'used', ':userId': 'sub-123' },
    });
    expect(cognito).not.toHaveReceivedCommand(AdminDeleteUserCommand);
  });

  it('counts the address the invitation was sent to as verified, in Cognito and in the User item', async () => {
    // Prepare
    prepareTable(storedInvitation({ email: 'nia.newman@example.com' }));
    prepareCognito();

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(bodyOf(result)).toMatchObject({ emailVerificationRequired: false });
    expect(cognito).toHaveReceivedCommandWith(AdminCreateUserCommand, {
      UserAttributes: expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]),
    });
    const [userPut] = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(userPut?.Put?.Item).toMatchObject({ emailVerified: true });
  });

  it('asks another address than the invited one to verify', async () => {
    // Prepare
    prepareTable(storedInvitation({ email: 'someone.else@example.com' }));
    prepareCognito();

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(bodyOf(result)).toMatchObject({ emailVerificationRequired: true });
    expect(cognito).toHaveReceivedCommandWith(AdminCreateUserCommand, {
      UserAttributes: expect.arrayContaining([{ Name: 'email_verified', Value: 'false' }]),
    });
  });

  it('rate-limits per address and per source IP before anything else', async () => {
    // Prepare
    prepareTable();
    prepareCognito();

    // Act
    await signUp(validBody());

    // Assess
    const keys = dynamo
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input.Key?.pk)
      .filter((pk) => String(pk).startsWith('RATE#'));
    expect(keys).toEqual(['RATE#signUp#nia.newman@example.com', 'RATE#signUpPerIp#ip:127.0.0.1']);
  });

  it('answers 429 when the address has used up its attempts, and touches nothing else', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({}); // no earlier rate-limit window
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(result.statusCode).toBe(429);
    expect(readsBeyondRateLimits(dynamo)).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each([
    ['an unknown token', undefined, 404, 'INVITATION_UNKNOWN'],
    ['a used invitation', storedInvitation({ status: 'used' }), 409, 'INVITATION_USED'],
    [
      'an expired invitation',
      storedInvitation({ validUntil: '2020-01-01T00:00:00.000Z' }),
      410,
      'INVITATION_EXPIRED',
    ],
  ])('answers %s with %i and creates nothing', async (_, item, status, code) => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: item });
    dynamo.on(UpdateCommand).resolves({});

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(result.statusCode).toBe(status);
    expect(bodyOf(result)).toMatchObject({ code });
    expect(updatesWith(CLAIM.UpdateExpression)).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each(['originator', 'buyer', 'owner'] as const)(
    'requires a phone number for an invitation as %s',
    async (role) => {
      // Prepare
      prepareTable(storedInvitation({ role }));

      // Act
      const result = await signUp(validBody({ phoneNumber: undefined }));

      // Assess
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.phoneNumber', message: 'phoneRequired' }],
      });
      expect(cognito.calls()).toHaveLength(0);
    },
  );

  it('lets an admin sign up without a phone number (an admin profile needs none)', async () => {
    // Prepare
    prepareTable(storedInvitation({ role: 'admin' }));
    prepareCognito();

    // Act
    const result = await signUp(validBody({ phoneNumber: undefined, languagePreference: undefined }));

    // Assess
    expect(result.statusCode).toBe(201);
    const attributes = cognito.commandCalls(AdminCreateUserCommand)[0]?.args[0].input.UserAttributes ?? [];
    expect(attributes.map((attribute) => attribute.Name)).not.toContain('phone_number');
    expect(attributes.map((attribute) => attribute.Name)).not.toContain('locale');
  });

  it('answers the loser of a claim race 409 INVITATION_USED without creating an account', async () => {
    // Prepare
    prepareTable();
    dynamo
      .on(UpdateCommand, CLAIM)
      .rejects(new ConditionalCheckFailedException({ message: 'claimed', $metadata: {} }));
    prepareCognito();

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'INVITATION_USED' });
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('claims only a pending, unexpired invitation without a live claim', async () => {
    // Prepare
    prepareTable();
    prepareCognito();

    // Act
    await signUp(validBody());

    // Assess
    const claim = updatesWith(CLAIM.UpdateExpression)[0]?.args[0].input;
    expect(claim?.ConditionExpression).toBe(
      '#status = :pending AND validUntil > :now AND (attribute_not_exists(claimId) OR claimedAt < :staleBefore)' +
        ' AND (attribute_not_exists(boundEmail) OR boundEmail = :email)',
    );
    expect(claim?.ExpressionAttributeValues).toMatchObject({ ':email': 'nia.newman@example.com' });
    const values = claim?.ExpressionAttributeValues as Record<string, string>;
    expect(Date.parse(values[':now']!) - Date.parse(values[':staleBefore']!)).toBe(2 * 60 * 1000);
  });

  it('binds the invitation to an address found registered, so it cannot test another one', async () => {
    // Prepare
    prepareTable();
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));

    // Act
    await signUp(validBody());

    // Assess
    const release = updatesWith('REMOVE claimId, claimedAt SET boundEmail = :email')[0]?.args[0].input;
    expect(release?.ConditionExpression).toBe('claimId = :claimId');
    expect(release?.ExpressionAttributeValues).toMatchObject({ ':email': 'nia.newman@example.com' });
  });

  it('answers 409 INVITATION_USED, creating nothing, when a bound invitation is tried with another address', async () => {
    // Prepare
    const bound = storedInvitation({ boundEmail: 'someone@example.com' });
    dynamo.on(GetCommand).resolves({ Item: bound });
    dynamo.on(UpdateCommand).resolves({});
    dynamo
      .on(UpdateCommand, { UpdateExpression: CLAIM.UpdateExpression })
      .rejects(new ConditionalCheckFailedException({ message: 'bound', $metadata: {} }));

    // Act
    const result = await signUp(validBody({ email: 'other@example.com' }));

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'INVITATION_USED' });
    expect(cognito.calls()).toHaveLength(0);
  });

  it('releases the claim and answers 409 EMAIL_ALREADY_REGISTERED for an address in use', async () => {
    // Prepare
    prepareTable();
    cognito
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED' });
    const claimId = (updatesWith(CLAIM.UpdateExpression)[0]?.args[0].input.ExpressionAttributeValues ?? {})[
      ':claimId'
    ];
    expect(
      updatesWith(`${RELEASE.UpdateExpression} SET boundEmail = :email`)[0]?.args[0].input
        .ExpressionAttributeValues,
    ).toEqual({ ':claimId': claimId, ':email': 'nia.newman@example.com' });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('deletes the half-created user and releases the claim when a later Cognito step fails', async () => {
    // Prepare
    prepareTable();
    prepareCognito();
    cognito.on(AdminAddUserToGroupCommand).rejects(new Error('throttled'));

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(result.statusCode).toBe(500);
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminDeleteUserCommand, { Username: 'sub-123' });
    expect(updatesWith(RELEASE.UpdateExpression)).toHaveLength(1);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('deletes the user and releases the claim when the final transaction is refused', async () => {
    // Prepare
    prepareTable();
    prepareCognito();
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );

    // Act
    const result = await signUp(validBody());

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'INVITATION_USED' });
    expect(cognito).toHaveReceivedCommandTimes(AdminDeleteUserCommand, 1);
    expect(updatesWith(RELEASE.UpdateExpression)).toHaveLength(1);
  });

  it.each([
    ['a weak password', { password: 'password' }],
    ['a short first name', { firstName: 'N' }],
    ['a bad phone number', { phoneNumber: '555-12' }],
    ['a malformed token', { invitationToken: 'abc' }],
    ['an unknown field', { role: 'admin' }],
  ])('answers 400 for %s and touches nothing', async (_, overrides) => {
    // Act
    const result = await signUp(validBody(overrides));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(dynamo.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });
});
