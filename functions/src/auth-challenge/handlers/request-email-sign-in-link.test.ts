import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toUserItem } from '../../db/entities/user.entity';
import { principalFromEvent } from '../../lib/http/principal';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { newUserRecord } from '../../users/users.service';
import { hashSignInToken } from '../sign-in-link-token';
import { handler } from './request-email-sign-in-link';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const ses = mockClient(SESv2Client);

const request = (body: unknown) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/auth/public-email-sign-in-link',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

const cognitoUser = (overrides: Record<string, unknown> = {}) => ({
  Username: 'sub-1',
  Enabled: true,
  UserStatus: 'CONFIRMED' as const,
  UserAttributes: [
    { Name: 'sub', Value: 'sub-1' },
    { Name: 'email', Value: 'bea@example.com' },
  ],
  ...overrides,
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  ses.reset();
  dynamo.on(GetCommand).resolves({}); // no earlier rate-limit window
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(PutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

const sentEmail = () => ses.commandCalls(SendEmailCommand)[0]?.args[0].input;

describe('requestEmailSignInLink', () => {
  it('stores only the hash of a 15-minute link and e-mails the link to an active account', async () => {
    // Prepare
    cognito.on(AdminGetUserCommand).resolves(cognitoUser());
    const before = Math.floor(Date.now() / 1000);

    // Act
    const result = await request({ email: ' Bea@Example.com ' });

    // Assess
    expect(result.statusCode).toBe(202);
    expect(bodyOf(result)).toEqual({ status: 'sent' });
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminGetUserCommand, {
      UserPoolId: 'us-east-2_TestPool',
      Username: 'bea@example.com',
    });
    const text = sentEmail()?.Content?.Simple?.Body?.Text?.Data ?? '';
    const link = new URL(/http\S+/.exec(text)![0]);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/auth');
    expect(link.searchParams.get('email')).toBe('bea@example.com');
    const code = link.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(sentEmail()?.Content?.Simple?.Subject?.Data).toBe('Your Dealflow sign-in link');

    const item = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toMatchObject({
      pk: 'SIGNIN_LINK#bea@example.com',
      sk: `TOKEN#${hashSignInToken(code)}`,
      entity: 'EmailSignInLink',
    });
    expect(JSON.stringify(item)).not.toContain(code);
    expect(item?.expiresAt).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(item?.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 15 * 60);
  });

  it('writes the e-mail in Spanish when asked', async () => {
    // Prepare
    cognito.on(AdminGetUserCommand).resolves(cognitoUser());

    // Act
    await request({ email: 'bea@example.com', language: 'es' });

    // Assess
    expect(sentEmail()?.Content?.Simple?.Subject?.Data).toBe('Tu enlace para iniciar sesión en Dealflow');
  });

  /** Every call the request made, per client, by command name, with the table keys it wrote. */
  const callsMade = () => ({
    dynamo: dynamo.calls().map((call) => {
      const input = call.args[0].input as { Key?: { pk?: string }; Item?: { pk?: string } };
      return `${call.args[0].constructor.name} ${input.Key?.pk ?? input.Item?.pk ?? ''}`;
    }),
    cognito: cognito.calls().map((call) => call.args[0].constructor.name),
    ses: ses.calls().map((call) => call.args[0].constructor.name),
  });

  const noActiveAccount = [
    [
      'an unknown address',
      () =>
        cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'no', $metadata: {} })),
    ],
    ['a disabled account', () => cognito.on(AdminGetUserCommand).resolves(cognitoUser({ Enabled: false }))],
    [
      'an account without its own password yet',
      () => cognito.on(AdminGetUserCommand).resolves(cognitoUser({ UserStatus: 'FORCE_CHANGE_PASSWORD' })),
    ],
    [
      // A link would skip the second factor (docs/requirements.md#r6-7-mfa).
      'an account with two-step sign-in',
      () =>
        cognito.on(AdminGetUserCommand).resolves(cognitoUser({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] })),
    ],
    [
      'a deactivated user',
      () => {
        cognito.on(AdminGetUserCommand).resolves(cognitoUser());
        const principal = principalFromEvent(apiEvent({ claims: testClaims({ sub: 'sub-1' }) }))!;
        const user = {
          ...newUserRecord(principal, '2026-11-01T00:00:00.000Z'),
          accountStatus: 'deactivated' as const,
        };
        dynamo.on(QueryCommand).resolves({ Items: [toUserItem(user)] });
      },
    ],
  ] as const;

  it.each(noActiveAccount)(
    'answers the same 202 for %s, making the same calls as for an active account, and sends no link',
    async (_case, arrange) => {
      // Prepare
      cognito.on(AdminGetUserCommand).resolves(cognitoUser());
      await request({ email: 'bea@example.com' });
      const withAccount = callsMade();
      dynamo.resetHistory();
      cognito.reset();
      ses.resetHistory();
      arrange();

      // Act
      const result = await request({ email: 'bea@example.com' });

      // Assess
      expect(result.statusCode).toBe(202);
      expect(bodyOf(result)).toEqual({ status: 'sent' });
      expect(callsMade()).toEqual(withAccount);
      // What was stored is a notice, never a link the verify trigger would take.
      const item = dynamo.commandCalls(PutCommand)[0]?.args[0].input.Item;
      expect(item).toMatchObject({ pk: 'SIGNIN_LINK#bea@example.com', entity: 'EmailSignInNotice' });
      expect(String(item?.sk)).toMatch(/^NOTICE#/);
      expect(sentEmail()?.Content?.Simple?.Subject?.Data).toBe('Signing in to Dealflow');
      const text = sentEmail()?.Content?.Simple?.Body?.Text?.Data ?? '';
      expect(text).toContain('http://localhost:5173/requestAccess');
      expect(text).not.toContain('/auth?');
    },
  );

  it('counts the request per address and per IP, and answers 429 over the limit', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));

    // Act
    const result = await request({ email: 'bea@example.com' });

    // Assess
    expect(result.statusCode).toBe(429);
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      Key: expect.objectContaining({ pk: 'RATE#emailSignInLink#bea@example.com' }),
    });
  });

  it('limits per source IP as well', async () => {
    // Prepare
    cognito.on(AdminGetUserCommand).rejects(new UserNotFoundException({ message: 'no', $metadata: {} }));

    // Act
    await request({ email: 'bea@example.com' });

    // Assess
    const keys = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key?.pk);
    expect(keys).toEqual(['RATE#emailSignInLink#bea@example.com', 'RATE#emailSignInLinkPerIp#ip:127.0.0.1']);
  });

  it.each([
    [{ email: 'not-an-address' }],
    [{ email: 'bea@example.com', language: 'fr' }],
    [{ email: 'bea@example.com', extra: true }],
    [{}],
  ])('refuses %j with 400 and changes nothing', async (body) => {
    // Act
    const result = await request(body);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
