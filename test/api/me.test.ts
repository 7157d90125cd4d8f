import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-accounts';
import { expiredCopyOf, foreignSignedCopyOf, tamperedCopyOf } from './support/forged-tokens';
import { callApi, idTokenFor } from './support/local-stack';

describe('GET /api/auth/me', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))(
    'answers %s with their names and roles',
    async (_, account) => {
      // Prepare
      const token = await idTokenFor(account.email, account.password);

      // Act
      const { status, body } = await callApi('/api/auth/me', { token });

      // Assess
      expect(status).toBe(200);
      expect(body).toMatchObject({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.roles[0],
        roles: account.roles,
        authProvider: 'cognito',
        profileComplete: true,
        profileCompleted: true,
      });
    },
  );

  it('answers the same user on a second call', async () => {
    const account = DEMO_ACCOUNTS[0]!;
    const token = await idTokenFor(account.email, account.password);
    const first = await callApi('/api/auth/me', { token });
    const second = await callApi('/api/auth/me', { token });
    expect((second.body as { userId: string }).userId).toBe((first.body as { userId: string }).userId);
    expect((second.body as { createdAt: string }).createdAt).toBe(
      (first.body as { createdAt: string }).createdAt,
    );
  });

  describe('refuses with 401', () => {
    const account = DEMO_ACCOUNTS[0]!;
    const realToken = () => idTokenFor(account.email, account.password);

    it.each([
      ['no token', async () => undefined],
      ['an expired token', async () => expiredCopyOf(await realToken())],
      ['a tampered token', async () => tamperedCopyOf(await realToken())],
      ['a token signed by another key', async () => foreignSignedCopyOf(await realToken())],
      ['a corrupted token', async () => 'not-a-jwt'],
    ])('%s', async (_, makeToken) => {
      // Act
      const { status, headers } = await callApi('/api/auth/me', { token: await makeToken() });

      // Assess
      expect(status).toBe(401);
      expect(headers.get('www-authenticate')).toMatch(/^Bearer/);
    });
  });
});
