/**
 * Throwaway users for tests that change a user (roles, status, profile): created straight in the
 * local Cognito, confirmed, in the given groups, so the demo accounts stay as other tests expect.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { adminToken } from './accounts';
import { callApi, stackConfig } from './local-stack';

export const TEST_PASSWORD = 'Passw0rd!';

export interface TestUser {
  email: string;
  /** The pool's user name, which is the sub and the API's userId. */
  userId: string;
  /** A fresh identity token (call again after a role change to see the new groups). */
  signIn: () => Promise<string>;
  /** A fresh access token: the token the API must refuse. */
  accessToken: () => Promise<string>;
}

async function cognito() {
  const { region, userPoolEndpoint } = await stackConfig();
  return new CognitoIdentityProviderClient({
    region,
    endpoint: process.env.DEALFLOW_COGNITO_URL ?? userPoolEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Creates a confirmed user in the groups, with names, (unless `phone: null`) a phone number and
 * (unless `emailVerified: false`) a verified e-mail address.
 */
export async function createTestUser(
  groups: string[],
  options: { firstName?: string; lastName?: string; phone?: string | null; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const client = await cognito();
  const { userPoolClientId } = await stackConfig();
  const userPoolId = process.env.DEALFLOW_USER_POOL_ID ?? '';
  const email = `test-${randomUUID().slice(0, 8)}@example.com`;
  const attributes: AttributeType[] = [
    { Name: 'email', Value: email },
    { Name: 'email_verified', Value: String(options.emailVerified ?? true) },
    { Name: 'given_name', Value: options.firstName ?? 'Tess' },
    { Name: 'family_name', Value: options.lastName ?? 'Tester' },
    ...(options.phone === null ? [] : [{ Name: 'phone_number', Value: options.phone ?? '+12025550199' }]),
  ];
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: TEST_PASSWORD,
      UserAttributes: attributes,
    }),
  );
  const userId = created.User?.Username ?? email;
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: userId,
      Password: TEST_PASSWORD,
      Permanent: true,
    }),
  );
  for (const group of groups) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: userId, GroupName: group }),
    );
  }
  const tokens = async () => {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD },
      }),
    );
    if (!AuthenticationResult?.IdToken || !AuthenticationResult.AccessToken) {
      throw new Error(`No tokens for ${email}`);
    }
    return AuthenticationResult;
  };
  const signIn = async () => (await tokens()).IdToken!;
  const accessToken = async () => (await tokens()).AccessToken!;
  return { email, userId, signIn, accessToken };
}

/**
 * Deactivates a test user as the demo admin does in the admin panel, after a first `me` has created
 * their User item (the admin API changes only users the app knows).
 */
export async function deactivateTestUser(user: TestUser): Promise<void> {
  const me = await callApi('/api/auth/me', { token: await user.signIn() });
  if (me.status !== 200) throw new Error(`GET /api/auth/me answered ${me.status}`);
  const answer = await callApi(`/api/admin/users/${user.userId}/status`, {
    method: 'PUT',
    token: await adminToken(),
    body: JSON.stringify({ accountStatus: 'deactivated' }),
  });
  if (answer.status !== 200) throw new Error(`Deactivating ${user.email} answered ${answer.status}`);
}
