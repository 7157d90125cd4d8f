/**
 * The front's CUSTOM_AUTH (cognito-local lacks it), against real cognito-local in the fixture
 * process: the deployed define and create trigger modules, a stand-in verify (the real one needs
 * DynamoDB and has its own unit tests), tokens as cognito-local issues them, and a refresh token
 * that refresh and GlobalSignOut treat like any other. Also the CustomMessage trigger module
 * rendering the forgot-password e-mail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  CognitoIdentityProviderClient,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';

const ISSUER = 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_FixturePool';
const RIGHT_ANSWER = 'let-me-in';

const claimsOf = (token: string | undefined) =>
  JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

interface Fixture {
  url: string;
  userPoolClientId: string;
}

/** Starts testing/serve-cognito.ts under tsx; collects the e-mails it prints on stderr. */
function startFixture(): Promise<{
  child: ChildProcess;
  fixture: Fixture;
  emails: Record<string, unknown>[];
}> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'testing', 'serve-cognito.ts')],
    {
      cwd: path.resolve(__dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  const emails: Record<string, unknown>[] = [];
  let errors = '';
  createInterface({ input: child.stderr! }).on('line', (line) => {
    if (line.startsWith('email {'))
      emails.push(JSON.parse(line.slice('email '.length)) as Record<string, unknown>);
    else errors += `${line}\n`;
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, fixture: JSON.parse(line) as Fixture, emails }),
    );
    child.once('exit', (code) => reject(new Error(`cognito fixture exited with ${code}: ${errors}`)));
  });
}

describe("the front's CUSTOM_AUTH", () => {
  let child: ChildProcess;
  let fixture: Fixture;
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    ({ child, fixture } = await startFixture());
    client = new CognitoIdentityProviderClient({
      endpoint: fixture.url,
      region: 'us-east-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      // A session answers once: an SDK retry of an answer the front already took (a reset
      // keep-alive socket on a busy machine) would find its session gone and fail the test.
      maxAttempts: 1,
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

  /** InitiateAuth as Amplify's CUSTOM_WITHOUT_SRP sends it. */
  const initiate = (email: string) =>
    client.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: fixture.userPoolClientId,
        AuthParameters: { USERNAME: email },
      }),
    );
  const answer = (session: string | undefined, username: string | undefined, value: string) =>
    client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'CUSTOM_CHALLENGE',
        ClientId: fixture.userPoolClientId,
        Session: session,
        ChallengeResponses: { USERNAME: username ?? '', ANSWER: value },
      }),
    );

  it('asks for CUSTOM_CHALLENGE with a session and the pool user name', async () => {
    // Act
    const started = await initiate('buyer@example.com');

    // Assess
    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(started.Session).toEqual(expect.any(String));
    expect(started.ChallengeParameters).toEqual({
      method: 'email-link',
      USERNAME: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(started.AuthenticationResult).toBeUndefined();
  });

  it("issues cognito-local's tokens, with the same claims, for the right answer", async () => {
    // Prepare
    const started = await initiate('hybrid@example.com');

    // Act
    const { AuthenticationResult: tokens, ChallengeName } = await answer(
      started.Session,
      started.ChallengeParameters?.USERNAME,
      RIGHT_ANSWER,
    );

    // Assess
    expect(ChallengeName).toBeUndefined();
    expect(tokens).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600, RefreshToken: expect.any(String) });
    expect(claimsOf(tokens?.IdToken)).toMatchObject({
      iss: ISSUER,
      aud: fixture.userPoolClientId,
      token_use: 'id',
      email: 'hybrid@example.com',
      email_verified: true,
      given_name: 'Hana',
      family_name: 'Hybrid',
      'cognito:groups': expect.arrayContaining(['buyers', 'originators']),
    });
    expect(claimsOf(tokens?.AccessToken)).toMatchObject({
      token_use: 'access',
      client_id: fixture.userPoolClientId,
    });
  });

  it('stores the refresh token as cognito-local does: refresh works, GlobalSignOut revokes it', async () => {
    // Prepare
    const started = await initiate('owner@example.com');
    const { AuthenticationResult: tokens } = await answer(
      started.Session,
      started.ChallengeParameters?.USERNAME,
      RIGHT_ANSWER,
    );
    const refresh = () =>
      client.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: fixture.userPoolClientId,
          RefreshToken: tokens!.RefreshToken!,
        }),
      );

    // Act
    const refreshed = await refresh();
    await client.send(new GlobalSignOutCommand({ AccessToken: tokens!.AccessToken! }));
    const afterSignOut = refresh();

    // Assess
    expect(claimsOf(refreshed.AuthenticationResult?.IdToken).email).toBe('owner@example.com');
    await expect(afterSignOut).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('asks again after a wrong answer and fails after three', async () => {
    // Prepare
    const started = await initiate('seller@example.com');
    const username = started.ChallengeParameters?.USERNAME;

    // Act
    const second = await answer(started.Session, username, 'wrong-1');
    const third = await answer(second.Session, username, 'wrong-2');
    const failed = answer(third.Session, username, 'wrong-3');

    // Assess
    expect(second.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(third.ChallengeName).toBe('CUSTOM_CHALLENGE');
    await expect(failed).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('takes each session once and refuses an unknown one', async () => {
    // Prepare
    const started = await initiate('admin@example.com');
    const username = started.ChallengeParameters?.USERNAME;
    await answer(started.Session, username, 'wrong');

    // Act
    const reused = answer(started.Session, username, RIGHT_ANSWER);
    const unknown = answer('no-such-session', username, RIGHT_ANSWER);

    // Assess
    await expect(reused).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: expect.stringMatching(/session/),
    });
    await expect(unknown).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('refuses an unknown user as Cognito does', async () => {
    await expect(initiate('nobody@example.com')).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('leaves password sign-in to cognito-local', async () => {
    // Act
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: fixture.userPoolClientId,
        AuthParameters: { USERNAME: 'buyer@example.com', PASSWORD: 'Passw0rd!' },
      }),
    );

    // Assess
    expect(AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });
});

describe('the CustomMessage trigger in cognito-local', () => {
  let child: ChildProcess;
  let fixture: Fixture;
  let emails: Record<string, unknown>[];
  let client: CognitoIdentityProviderClient;

  beforeAll(async () => {
    ({ child, fixture, emails } = await startFixture());
    client = new CognitoIdentityProviderClient({
      endpoint: fixture.url,
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

  const waitForEmail = async (to: string) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const found = emails.find((email) => email.destination === to);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No e-mail to ${to}`);
  };

  it('writes the forgot-password e-mail with a /reset-password link carrying the code, in Spanish when asked', async () => {
    // Act
    await client.send(
      new ForgotPasswordCommand({
        ClientId: fixture.userPoolClientId,
        Username: 'seller@example.com',
        ClientMetadata: { language: 'es' },
      }),
    );
    const email = await waitForEmail('seller@example.com');

    // Assess
    expect(email.emailSubject).toBe('Restablece tu contraseña de Dealflow');
    const code = String(email.__code);
    expect(email.emailMessage).toContain(
      `href="http://localhost:5173/reset-password?email=seller%40example.com&code=${code}"`,
    );
    expect(email.emailMessage).not.toContain('{####}');
  });
});
