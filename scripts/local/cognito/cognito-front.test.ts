import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  CodeMismatchException,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ID_TOKEN_VALIDITY_MINUTES } from '#shared/users/token-lifetimes';
import { DEMO_ADMIN_TOTP_SECRET, demoAccount } from '../../seed/demo-accounts';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts';
import { TOTP_STEP_SECONDS, totpCode } from './totp-code';

const ISSUER_DOMAIN = 'https://cognito-idp.us-east-2.amazonaws.com';
const POOL_ID = 'us-east-2_FixturePool';
const SPA_ORIGIN = 'http://localhost:5173';

/** A JWT's payload, without verifying it (the gateway tests cover verification). */
const claimsOf = (token: string | undefined) =>
  JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

interface Fixture {
  url: string;
  userPoolId: string;
  userPoolClientId: string;
  again: { userPoolId: string; userPoolClientId: string };
  groups: string[];
}

/** Starts testing/serve-cognito.ts under tsx and waits for its ready line. */
function startFixture(): Promise<{ child: ChildProcess; fixture: Fixture }> {
  const repoRoot = path.resolve(__dirname, '../../..');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'testing', 'serve-cognito.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, fixture: JSON.parse(line) as Fixture }));
    child.once('exit', (code) => reject(new Error(`cognito fixture exited with ${code}: ${errors}`)));
  });
}

describe('the local Cognito behind its front', () => {
  let child: ChildProcess;
  let fixture: Fixture;
  let frontUrl: string;
  let pool: { userPoolId: string; userPoolClientId: string };
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    ({ child, fixture } = await startFixture());
    frontUrl = fixture.url;
    pool = { userPoolId: fixture.userPoolId, userPoolClientId: fixture.userPoolClientId };
    client = new CognitoIdentityProviderClient({
      endpoint: frontUrl,
      region: 'us-east-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  }, 30_000);

  afterAll(async () => {
    client?.destroy();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });

  const signIn = async (email: string) => {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: demoAccount(email).password },
      }),
    );
    return AuthenticationResult!;
  };

  const passwordStep = (email: string) =>
    client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: demoAccount(email).password },
      }),
    );
  const answerTotp = (session: string | undefined, username: string, code: string) =>
    client.send(
      new RespondToAuthChallengeCommand({
        ClientId: pool.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
  /** A code that is wrong now: two steps ahead, outside the one-step window. */
  const staleCode = (secret: string) => totpCode(secret, Date.now() + 2 * TOTP_STEP_SECONDS * 1000);

  it('keeps the pool id it was given and reuses pool, client and groups when set up again', () => {
    // Assess
    expect(pool.userPoolId).toBe(POOL_ID);
    expect(fixture.again).toEqual(pool);
    expect([...fixture.groups].sort()).toEqual(['admins', 'buyers', 'originators', 'owners']);
  });

  it("signs a demo account in with tokens shaped like Cognito's", async () => {
    // Act
    const tokens = await signIn('hybrid@example.com');

    // Assess
    const id = claimsOf(tokens.IdToken);
    expect(id).toMatchObject({
      iss: `${ISSUER_DOMAIN}/${POOL_ID}`,
      aud: pool.userPoolClientId,
      token_use: 'id',
      email: 'hybrid@example.com',
      email_verified: true,
      given_name: 'Hana',
      family_name: 'Hybrid',
      phone_number: '+12025550105',
      'cognito:groups': expect.arrayContaining(['buyers', 'originators']),
    });
    expect(claimsOf(tokens.AccessToken)).toMatchObject({
      token_use: 'access',
      client_id: pool.userPoolClientId,
    });
  });

  it('issues ID tokens that live as long as the deployed pool issues them', async () => {
    // Act
    const { exp, iat } = claimsOf((await signIn('buyer@example.com')).IdToken);

    // Assess
    expect(Number(exp) - Number(iat)).toBe(ID_TOKEN_VALIDITY_MINUTES * 60);
  });

  it("serves GetTokensFromRefreshToken (Amplify's forced refresh) from InitiateAuth", async () => {
    // Prepare
    const tokens = await signIn('buyer@example.com');

    // Act
    const { AuthenticationResult } = await client.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: pool.userPoolClientId,
        RefreshToken: tokens.RefreshToken!,
      }),
    );

    // Assess
    expect(AuthenticationResult).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(claimsOf(AuthenticationResult!.IdToken)).toMatchObject({
      email: 'buyer@example.com',
      given_name: 'Bea',
    });
    expect(claimsOf(AuthenticationResult!.AccessToken).token_use).toBe('access');
    expect(AuthenticationResult!.RefreshToken).toBeUndefined();
  });

  it.each([
    ['a wrong password', 'buyer@example.com', 'not-the-password'],
    ['an unknown account', 'nobody@example.com', 'Whatever-1'],
  ])('refuses %s as Cognito does with PreventUserExistenceErrors', async (_case, email, password) => {
    // Act
    const attempt = client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );

    // Assess
    await expect(attempt).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('refuses an unknown refresh token as Cognito does', async () => {
    // Act
    const attempt = client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: pool.userPoolClientId, RefreshToken: 'not-a-token' }),
    );

    // Assess
    await expect(attempt).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('signs a user out everywhere: their refresh tokens stop working', async () => {
    // Prepare
    const tokens = await signIn('owner@example.com');

    // Act
    await client.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken! }));

    // Assess
    await expect(
      client.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: pool.userPoolClientId,
          RefreshToken: tokens.RefreshToken!,
        }),
      ),
    ).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(client.send(new GlobalSignOutCommand({ AccessToken: 'forged' }))).rejects.toBeInstanceOf(
      NotAuthorizedException,
    );
  });

  it('answers CORS preflights for the SPA origin only', async () => {
    // Act
    const allowed = await fetch(frontUrl, {
      method: 'OPTIONS',
      headers: {
        origin: SPA_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-amz-target,x-amz-user-agent,content-type,cache-control',
      },
    });
    const other = await fetch(frontUrl, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });

    // Assess
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes the production-shaped issuer and its JWKS', async () => {
    // Act
    const configuration = (await (
      await fetch(`${frontUrl}/${pool.userPoolId}/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    const jwks = (await (await fetch(configuration.jwks_uri!)).json()) as { keys: { kid: string }[] };

    // Assess
    expect(configuration.issuer).toBe(`${ISSUER_DOMAIN}/${pool.userPoolId}`);
    expect(jwks.keys.map((key) => key.kid)).toEqual(['CognitoLocal']);
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    // Act
    const outcomes = await seedDemoAccounts(client, pool.userPoolId);

    // Assess
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  describe('TOTP two-step sign-in (docs/requirements.md#r6-7-mfa)', () => {
    it('asks the seeded admin for a TOTP code and signs in only with the current one, on its own session', async () => {
      // Act
      const challenge = await passwordStep('admin@example.com');
      const username = challenge.ChallengeParameters?.USER_ID_FOR_SRP ?? '';

      // Assess
      expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
      expect(challenge.AuthenticationResult).toBeUndefined();
      // A session the front never gave out, and a wrong code, are both refused.
      await expect(
        answerTotp('made-up-session', username, totpCode(DEMO_ADMIN_TOTP_SECRET)),
      ).rejects.toBeInstanceOf(NotAuthorizedException);
      await expect(
        answerTotp(challenge.Session, username, staleCode(DEMO_ADMIN_TOTP_SECRET)),
      ).rejects.toBeInstanceOf(CodeMismatchException);
      // The session answered once (wrongly): it is spent.
      await expect(
        answerTotp(challenge.Session, username, totpCode(DEMO_ADMIN_TOTP_SECRET)),
      ).rejects.toBeInstanceOf(NotAuthorizedException);

      const again = await passwordStep('admin@example.com');
      const { AuthenticationResult } = await answerTotp(
        again.Session,
        username,
        totpCode(DEMO_ADMIN_TOTP_SECRET),
      );
      expect(claimsOf(AuthenticationResult?.IdToken)).toMatchObject({ email: 'admin@example.com' });
      // The sign-in's refresh token is kept, so the session refreshes like any other.
      const refreshed = await client.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: pool.userPoolClientId,
          RefreshToken: AuthenticationResult!.RefreshToken!,
        }),
      );
      expect(claimsOf(refreshed.AuthenticationResult?.IdToken).email).toBe('admin@example.com');
    });

    it('enrols a user through AssociateSoftwareToken and VerifySoftwareToken, then asks them for a code', async () => {
      // Prepare
      const tokens = await signIn('seller@example.com');
      const { SecretCode } = await client.send(
        new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken }),
      );

      // Act
      await expect(
        client.send(
          new VerifySoftwareTokenCommand({
            AccessToken: tokens.AccessToken,
            UserCode: staleCode(SecretCode!),
          }),
        ),
      ).rejects.toBeInstanceOf(CodeMismatchException);
      const verified = await client.send(
        new VerifySoftwareTokenCommand({ AccessToken: tokens.AccessToken, UserCode: totpCode(SecretCode!) }),
      );
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: tokens.AccessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );

      // Assess
      expect(verified.Status).toBe('SUCCESS');
      const own = await client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
      expect(own.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
      const asAdmin = await client.send(
        new AdminGetUserCommand({ UserPoolId: pool.userPoolId, Username: 'seller@example.com' }),
      );
      expect(asAdmin.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
      expect((await passwordStep('seller@example.com')).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

      // Turning it off signs in with the password alone again.
      await client.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: tokens.AccessToken,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
      expect((await passwordStep('seller@example.com')).AuthenticationResult?.IdToken).toBeDefined();
    });
  });
});
