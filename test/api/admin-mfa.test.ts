/**
 * Admins must use two-step sign-in (docs/requirements.md#r6-7-mfa): an admin without TOTP is refused
 * every admin route until Cognito reports TOTP on and PUT /api/users/me/mfa has stored it; the
 * request body never decides.
 */
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { totpCode } from '../../scripts/local/cognito/totp-code';
import { callApi, signInWithTotp, stackConfig } from './support/local-stack';
import { createTestUser, TEST_PASSWORD } from './support/test-users';

const ADMIN_READS = ['/api/admin/users', '/api/admin/invitations', '/api/admin/waitlist'];

async function cognitoClient() {
  const { region, userPoolEndpoint, userPoolClientId } = await stackConfig();
  const client = new CognitoIdentityProviderClient({
    region,
    endpoint: process.env.DEALFLOW_COGNITO_URL ?? userPoolEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { client, clientId: userPoolClientId };
}

/** Turns TOTP on for the account as the SPA does (associate, verify a real code, prefer it); answers the secret. */
async function enrolTotp(email: string): Promise<string> {
  const { client, clientId } = await cognitoClient();
  const tokens = await signInWithTotp(client, clientId, email, TEST_PASSWORD, null);
  const { SecretCode } = await client.send(
    new AssociateSoftwareTokenCommand({ AccessToken: tokens?.AccessToken }),
  );
  await client.send(
    new VerifySoftwareTokenCommand({ AccessToken: tokens?.AccessToken, UserCode: totpCode(SecretCode!) }),
  );
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: tokens?.AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  client.destroy();
  return SecretCode!;
}

const syncMfa = (token: string, body?: unknown) =>
  callApi('/api/users/me/mfa', {
    method: 'PUT',
    token,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('admin routes and two-step sign-in', () => {
  it('refuse an admin without TOTP with 403 MFA_REQUIRED, whatever the body of the sync claims', async () => {
    // Prepare
    const admin = await createTestUser(['admins']);
    const token = await admin.signIn();

    // Act
    const synced = await syncMfa(token, { mfaEnabled: true });
    const reads = await Promise.all(ADMIN_READS.map((path) => callApi(path, { token })));
    const write = await callApi(`/api/admin/users/${admin.userId}/status`, {
      method: 'PUT',
      token,
      body: JSON.stringify({ accountStatus: 'active' }),
    });

    // Assess
    expect(synced.body).toEqual({ mfaEnabled: false });
    for (const answer of [...reads, write]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'MFA_REQUIRED' });
    }
  });

  it('let the admin in once TOTP is on in Cognito and the sync has stored it', async () => {
    // Prepare
    const admin = await createTestUser(['admins']);
    const token = await admin.signIn();
    const secret = await enrolTotp(admin.email);
    // Turning it on in Cognito alone does not open the admin routes: the stored state decides.
    expect((await callApi('/api/admin/users', { token })).status).toBe(403);

    // Act
    const synced = await syncMfa(token);
    const reads = await Promise.all(ADMIN_READS.map((path) => callApi(path, { token })));

    // Assess
    expect(synced).toMatchObject({ status: 200, body: { mfaEnabled: true } });
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // From now on signing in asks for the code.
    const { client, clientId } = await cognitoClient();
    const signedIn = await signInWithTotp(client, clientId, admin.email, TEST_PASSWORD, secret);
    client.destroy();
    expect(signedIn?.IdToken).toBeDefined();
  });
});
