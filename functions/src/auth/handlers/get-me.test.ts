import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { newUserRecord } from '../../users/users.service';
import { principalFromEvent } from '../../lib/http/principal';
import { logger } from '../../lib/logger';
import { handler } from './get-me';

const dynamo = mockClient(DynamoDBDocumentClient);
const meEvent = (claims?: Record<string, string>) => apiEvent({ path: '/api/auth/me', claims });
const storedUser = (overrides: Record<string, unknown> = {}) => ({
  ...newUserRecord(principalFromEvent(meEvent(testClaims()))!, '2026-11-01T00:00:00.000Z'),
  ...overrides,
});

beforeEach(() => dynamo.reset());

describe('getMe', () => {
  it('answers 401 Authentication required without verified claims', async () => {
    // Act
    const result = await handler(meEvent(), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it("reads the caller's User item once: the route pipeline's read serves the handler", async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { pk: 'USER#user-1', sk: 'PROFILE', ...storedUser() } });

    // Act
    const result = await handler(meEvent(testClaims()), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(dynamo).toHaveReceivedCommandTimes(GetCommand, 1);
  });

  it('creates the user from the token claims on the first call', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});
    dynamo.on(PutCommand).resolves({});

    // Act
    const result = await handler(meEvent(testClaims()), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({
      userId: 'user-1',
      email: 'bea@example.com',
      firstName: 'Bea',
      lastName: 'Buyer',
      role: 'buyer',
      roles: ['buyer'],
      cognitoGroups: ['buyers'],
      authProvider: 'cognito',
      languagePreference: 'en',
      // A new buyer has not saved buyer preferences yet (docs/requirements.md#r4-7 profile completion).
      profileComplete: false,
      profileCompleted: false,
      buyerPreferences: null,
    });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, PutCommand, {
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: expect.objectContaining({ pk: 'USER#user-1', sk: 'PROFILE', gsi1pk: 'EMAIL#bea@example.com' }),
    });
  });

  it('answers the stored user when another first call created it meanwhile', async () => {
    // Prepare
    dynamo
      .on(GetCommand)
      .resolvesOnce({})
      .resolves({ Item: storedUser({ languagePreference: 'es' }) });
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));

    // Act
    const result = await handler(meEvent(testClaims()), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ languagePreference: 'es' });
  });

  it('answers 403 for a deactivated account', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: storedUser({ accountStatus: 'deactivated' }) });

    // Act
    const result = await handler(meEvent(testClaims()), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
  });

  it("answers the stored roles and never writes a stale token's groups back", async () => {
    // Prepare: an admin dropped originator after this token was issued.
    dynamo.on(GetCommand).resolves({ Item: storedUser({ roles: ['buyer'], cognitoGroups: ['buyers'] }) });

    // Act
    const result = await handler(
      meEvent(testClaims({ 'cognito:groups': '[buyers originators]' })),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ role: 'buyer', roles: ['buyer'], cognitoGroups: ['buyers'] });
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('records that the address is verified once the token says so', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: storedUser({ emailVerified: false }) });
    dynamo.on(UpdateCommand).resolves({ Attributes: storedUser({ emailVerified: true }) });

    // Act
    const result = await handler(meEvent(testClaims()), lambdaContext());

    // Assess
    expect(bodyOf(result)).toMatchObject({ emailVerified: true });
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      ExpressionAttributeNames: expect.objectContaining({ '#f0': 'emailVerified' }),
      ExpressionAttributeValues: expect.objectContaining({ ':v0': true }),
    });
  });

  it('takes a changed address from the token with its own verification', async () => {
    // Prepare: the address was changed and verified at /verify-email-change.
    dynamo.on(GetCommand).resolves({ Item: storedUser({ emailVerified: true }) });
    dynamo.on(UpdateCommand).resolves({ Attributes: storedUser({ email: 'bea.new@example.com' }) });

    // Act
    await handler(meEvent(testClaims({ email: 'Bea.New@Example.com' })), lambdaContext());

    // Assess
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      ExpressionAttributeNames: expect.objectContaining({ '#f0': 'email', '#f1': 'emailVerified' }),
      ExpressionAttributeValues: expect.objectContaining({ ':v0': 'bea.new@example.com', ':v1': true }),
    });
  });

  it('answers an unverified account (me is how the SPA learns it must verify)', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: storedUser({ emailVerified: false }) });

    // Act
    const result = await handler(meEvent(testClaims({ email_verified: 'false' })), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ emailVerified: false });
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('reports a complete profile once a buyer has saved buyer preferences', async () => {
    // Prepare
    const buyerPreferences = { homeType: 'primary', propertyType: 'condo', state: 'TX', city: 'Austin' };
    dynamo.on(GetCommand).resolves({ Item: storedUser({ buyerPreferences }) });

    // Act
    const result = await handler(meEvent(testClaims()), lambdaContext());

    // Assess
    expect(bodyOf(result)).toMatchObject({ profileComplete: true, buyerPreferences: { city: 'Austin' } });
  });

  it('reports an incomplete profile when the phone number is missing', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: storedUser({ phoneNumber: null }) });

    // Act
    const result = await handler(meEvent(testClaims()), lambdaContext());

    // Assess
    expect(bodyOf(result)).toMatchObject({ profileComplete: false, profileCompleted: false });
  });

  it('answers 500 Unknown error without leaking the cause when DynamoDB fails', async () => {
    // Prepare
    dynamo.on(GetCommand).rejects(new Error('ResourceNotFoundException at /var/task/index.js'));
    const log = jest.spyOn(logger, 'error');

    // Act
    const result = await handler(meEvent(testClaims()), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(500);
    expect(result.body).toBe(JSON.stringify({ code: 'INTERNAL', message: 'Unknown error' }));
    expect(log).toHaveBeenCalled();
  });
});
