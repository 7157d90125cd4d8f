import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { ID_TOKEN_VALIDITY_MINUTES } from '#shared/users/token-lifetimes';
import { demoAccount } from '../../seed/demo-accounts';
import { seedDemoAccounts } from '../../seed/seed-demo-accounts';

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
});
