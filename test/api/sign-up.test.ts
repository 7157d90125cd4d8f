/**
 * POST /api/aws-auth/signup-with-invitation against the local stack: every invitation state, the
 * new account signing in with the invitation's role, bad input changing nothing, and the
 * per-address rate limit.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { toInvitationItem } from '#functions/db/entities/invitation.entity';
import { hashInvitationToken } from '#functions/invitations/invitation-token';
import {
  DEMO_EXPIRED_INVITATION_TOKEN,
  DEMO_USED_INVITATION_TOKEN,
} from '../../scripts/seed/demo-invitations';
import {
  cognitoAccountExists,
  freshInvitationToken,
  localTable,
  signUp,
  signUpBody,
  uniqueEmail,
  userItemsFor,
} from './support/accounts';
import { callApi, idTokenFor } from './support/local-stack';

const validation = async (token: string) => (await callApi(`/api/auth/validate-invitation/${token}`)).body;

describe('POST /api/aws-auth/signup-with-invitation', () => {
  it('creates the account in the invitation role; it signs in and `me` shows the role', async () => {
    // Prepare
    const token = await freshInvitationToken('originator');
    const body = signUpBody(token, { email: uniqueEmail('Seller'), languagePreference: 'es' });

    // Act
    const { status, body: answer } = await signUp(body);

    // Assess
    expect(status).toBe(201);
    const email = body.email.toLowerCase();
    expect(answer).toEqual({
      userId: expect.any(String),
      email,
      role: 'originator',
      emailVerificationRequired: true,
    });
    expect(await validation(token)).toMatchObject({ valid: false, status: 'used' });
    const idToken = await idTokenFor(email, body.password);
    const me = await callApi('/api/auth/me', { token: idToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      userId: (answer as { userId: string }).userId,
      email,
      firstName: 'Nia',
      lastName: 'Newman',
      role: 'originator',
      roles: ['originator'],
      cognitoGroups: ['originators'],
      phoneNumber: '+12025550177',
      languagePreference: 'es',
    });
  });

  it('answers 409 INVITATION_USED to a second sign-up on the same token', async () => {
    // Prepare
    const token = await freshInvitationToken();
    expect((await signUp(signUpBody(token))).status).toBe(201);
    const second = signUpBody(token);

    // Act
    const { status, body } = await signUp(second);

    // Assess
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'INVITATION_USED',
      message: 'This invitation has already been used.',
    });
    expect(await cognitoAccountExists(second.email)).toBe(false);
  });

  it.each([
    ['a used (seeded) invitation', DEMO_USED_INVITATION_TOKEN, 409, 'INVITATION_USED'],
    ['an expired (seeded) invitation', DEMO_EXPIRED_INVITATION_TOKEN, 410, 'INVITATION_EXPIRED'],
    ['an unknown token', 'u'.repeat(43), 404, 'INVITATION_UNKNOWN'],
  ])('answers %s with %i and creates no account', async (_, token, status, code) => {
    // Prepare
    const body = signUpBody(token);

    // Act
    const answer = await signUp(body);

    // Assess
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code });
    expect(await cognitoAccountExists(body.email)).toBe(false);
    expect(await userItemsFor(body.email)).toEqual([]);
  });

  it('answers 410 for an invitation that ran out a moment ago', async () => {
    // Prepare: written straight to the table, as 90 days cannot pass in a test.
    const token = 'e'.repeat(42) + 'x';
    const { dynamo, tableName } = localTable();
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: toInvitationItem({
          invitationId: `01EXPIRED${Date.now()}`,
          tokenHash: hashInvitationToken(token),
          role: 'buyer',
          status: 'pending',
          createdAt: new Date(Date.now() - 90 * 86_400_000 - 1000).toISOString(),
          validUntil: new Date(Date.now() - 1000).toISOString(),
          createdBy: 'api-test',
          email: null,
          usedAt: null,
          usedBy: null,
        }),
      }),
    );

    // Act
    const { status, body } = await signUp(signUpBody(token));

    // Assess
    expect(status).toBe(410);
    expect(body).toMatchObject({ code: 'INVITATION_EXPIRED' });
    expect(await validation(token)).toMatchObject({ valid: false, status: 'expired' });
  });

  it.each(['originator', 'buyer'])(
    'requires a phone number for an %s invitation and keeps it pending',
    async (role) => {
      // Prepare
      const token = await freshInvitationToken(role);
      const body = signUpBody(token, { phoneNumber: undefined });

      // Act
      const { status, body: answer } = await signUp(body);

      // Assess
      expect(status).toBe(400);
      expect(answer).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.phoneNumber', message: 'phoneRequired' }],
      });
      expect(await validation(token)).toMatchObject({ valid: true, status: 'pending' });
    },
  );

  it.each([
    ['a weak password', { password: 'password1' }, 'body.password'],
    ['a short first name', { firstName: 'N' }, 'body.firstName'],
    ['a short last name', { lastName: 'N' }, 'body.lastName'],
    ['a bad phone number', { phoneNumber: '555-0177' }, 'body.phoneNumber'],
    ['a bad e-mail', { email: 'not-an-address' }, 'body.email'],
    ['an unknown field', { role: 'admin' }, 'body'],
  ])('answers 400 for %s and creates nothing', async (_, overrides, path) => {
    // Prepare
    const token = await freshInvitationToken();
    const body = signUpBody(token, overrides);

    // Act
    const { status, body: answer } = await signUp(body);

    // Assess
    expect(status).toBe(400);
    expect((answer as { details: Array<{ path: string }> }).details.map((detail) => detail.path)).toContain(
      path,
    );
    expect(await validation(token)).toMatchObject({ valid: true, status: 'pending' });
    if (typeof body.email === 'string' && body.email.includes('@')) {
      expect(await cognitoAccountExists(body.email)).toBe(false);
    }
  });

  it('answers 409 EMAIL_ALREADY_REGISTERED for an address in use, then binds the invitation to it', async () => {
    // Prepare
    const token = await freshInvitationToken();

    // Act
    const { status, body } = await signUp(signUpBody(token, { email: 'buyer@example.com' }));

    // Assess
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED' });
    expect(await validation(token)).toMatchObject({ valid: true, status: 'pending' });
  });

  it('lets one invitation tell the fate of one address only: no enumeration of accounts', async () => {
    // Prepare: the invitation meets a registered address.
    const token = await freshInvitationToken();
    expect((await signUp(signUpBody(token, { email: 'buyer@example.com' }))).body).toMatchObject({
      code: 'EMAIL_ALREADY_REGISTERED',
    });

    // Act: the same invitation tries another registered address and a new one.
    const registered = await signUp(signUpBody(token, { email: 'seller@example.com' }));
    const fresh = signUpBody(token);
    const unregistered = await signUp(fresh);

    // Assess: both get the same answer, which tells nothing about either address.
    expect(registered).toMatchObject({ status: 409, body: { code: 'INVITATION_USED' } });
    expect(unregistered).toMatchObject({ status: 409, body: { code: 'INVITATION_USED' } });
    expect(await cognitoAccountExists(fresh.email)).toBe(false);
  });

  it('answers 429 to the sixth attempt for one address within the hour', async () => {
    // Prepare
    const email = uniqueEmail('limited');
    const attempts: number[] = [];

    // Act: five attempts with an unknown token count too, then a valid one is refused.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      attempts.push((await signUp(signUpBody('u'.repeat(43), { email }))).status);
    }
    const sixth = await signUp(signUpBody(await freshInvitationToken(), { email }));

    // Assess
    expect(attempts).toEqual([404, 404, 404, 404, 404]);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await cognitoAccountExists(email)).toBe(false);
  });
});
