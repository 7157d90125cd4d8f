/**
 * POST /api/auth/public-email-sign-in-link against the local stack: the same 202 for known and
 * unknown addresses, one mail to each (a link for the known one, a no-account notice for the other), a link that signs in once
 * through the Cognito front's CUSTOM_AUTH (the deployed trigger modules), and 429 over the limit.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { RATE_LIMITS } from '#functions/rate-limits/rate-limits.service';
import { fromNewAddress, uniqueEmail } from './support/accounts';
import { callApi, stackConfig } from './support/local-stack';

const PATH = '/api/auth/public-email-sign-in-link';
const sesUrl = process.env.DEALFLOW_SES_URL ?? 'http://localhost:8005';

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The subjects of the sign-in e-mail in English and Spanish. */
const SIGN_IN_SUBJECTS = ['Your Dealflow sign-in link', 'Tu enlace para iniciar sesión en Dealflow'];

/**
 * The sign-in e-mails to the address since then. Other mail to the same demo account (offer
 * notifications from tests running alongside) is left out.
 */
async function signInMailsTo(
  address: string,
  sinceSeconds: number,
  subjects = SIGN_IN_SUBJECTS,
): Promise<StoredEmail[]> {
  const response = await fetch(`${sesUrl}/store?since=${sinceSeconds}`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address) && subjects.includes(email.subject));
}

/** The subject of the notice an address without an active account gets instead of a link. */
const NOTICE_SUBJECTS = ['Signing in to Dealflow'];

const requestLink = (body: unknown, headers = fromNewAddress()) =>
  callApi(PATH, { method: 'POST', body: JSON.stringify(body), headers });

const nowSeconds = () => Math.floor(Date.now() / 1000) - 1;

/** The link in the (last) sign-in e-mail to the address. */
async function linkFor(address: string, since: number): Promise<URL> {
  const [email] = (await signInMailsTo(address, since)).slice(-1);
  if (!email) throw new Error(`No sign-in e-mail to ${address}`);
  const match = /http\S+\/auth\?\S+/.exec(email.body.text ?? '');
  if (!match) throw new Error(`No link in: ${email.body.text}`);
  return new URL(match[0]);
}

async function cognito() {
  const { region, userPoolEndpoint, userPoolClientId } = await stackConfig();
  const client = new CognitoIdentityProviderClient({
    region,
    endpoint: userPoolEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  /** Amplify's CUSTOM_WITHOUT_SRP: InitiateAuth CUSTOM_AUTH, then the code as the challenge answer. */
  const signInWithLink = async (email: string, code: string) => {
    const started = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: userPoolClientId,
        AuthParameters: { USERNAME: email },
      }),
    );
    return client.send(
      new RespondToAuthChallengeCommand({
        ChallengeName: 'CUSTOM_CHALLENGE',
        ClientId: userPoolClientId,
        Session: started.Session,
        ChallengeResponses: { USERNAME: started.ChallengeParameters?.USERNAME ?? email, ANSWER: code },
      }),
    );
  };
  return { client, signInWithLink };
}

describe('POST /api/auth/public-email-sign-in-link', () => {
  it('answers 202 for a known and an unknown address alike, mailing a link only to the known one', async () => {
    // Prepare
    const since = nowSeconds();
    const unknown = uniqueEmail('nobody');

    // Act
    const known = await requestLink({ email: 'seller@example.com' });
    const stranger = await requestLink({ email: unknown });

    // Assess
    expect(known).toMatchObject({ status: 202, body: { status: 'sent' } });
    expect(stranger).toMatchObject({ status: 202, body: { status: 'sent' } });
    const mails = await signInMailsTo('seller@example.com', since);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your Dealflow sign-in link');
    expect(await signInMailsTo(unknown, since)).toEqual([]);
    // The unknown address gets a notice instead (the same work as a link), and no link in it.
    const [notice] = await signInMailsTo(unknown, since, NOTICE_SUBJECTS);
    expect(notice?.body.text).toContain('/requestAccess');
    expect(notice?.body.text).not.toContain('/auth?');
    const link = await linkFor('seller@example.com', since);
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('email')).toBe('seller@example.com');
  });

  it('mails a link that signs in once, through the custom-auth challenge', async () => {
    // Prepare
    const since = nowSeconds();
    await requestLink({ email: 'owner@example.com', language: 'es' });
    const link = await linkFor('owner@example.com', since);
    const code = link.searchParams.get('code')!;
    const { client, signInWithLink } = await cognito();

    // Act
    const first = await signInWithLink('owner@example.com', code);
    const second = await signInWithLink('owner@example.com', code);

    // Assess
    expect((await signInMailsTo('owner@example.com', since))[0]?.subject).toBe(
      'Tu enlace para iniciar sesión en Dealflow',
    );
    expect(first.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    const me = await callApi('/api/auth/me', { token: first.AuthenticationResult!.IdToken! });
    expect(me).toMatchObject({ status: 200, body: { email: 'owner@example.com' } });
    // A used link is a wrong answer: Cognito asks again instead of signing in.
    expect(second.AuthenticationResult).toBeUndefined();
    expect(second.ChallengeName).toBe('CUSTOM_CHALLENGE');
    client.destroy();
  });

  it('refuses a made-up code three times, then fails the attempt', async () => {
    // Prepare
    const { client, signInWithLink } = await cognito();
    const { userPoolClientId } = await stackConfig();
    const started = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: userPoolClientId,
        AuthParameters: { USERNAME: 'admin@example.com' },
      }),
    );
    let session = started.Session;

    // Act
    const answers: unknown[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const answer = await client.send(
          new RespondToAuthChallengeCommand({
            ChallengeName: 'CUSTOM_CHALLENGE',
            ClientId: userPoolClientId,
            Session: session,
            ChallengeResponses: {
              USERNAME: started.ChallengeParameters!.USERNAME!,
              ANSWER: `guess-${attempt}`,
            },
          }),
        );
        session = answer.Session;
        answers.push(answer.ChallengeName);
      } catch (error) {
        answers.push(error);
      }
    }

    // Assess
    expect(answers.slice(0, 2)).toEqual(['CUSTOM_CHALLENGE', 'CUSTOM_CHALLENGE']);
    expect(answers[2]).toBeInstanceOf(NotAuthorizedException);
    await expect(signInWithLink('admin@example.com', '')).resolves.toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
    });
    client.destroy();
  });

  it(`answers 429 after ${RATE_LIMITS.emailSignInLink.limit} requests for one address`, async () => {
    // Prepare
    const address = uniqueEmail('limited');
    const limit = RATE_LIMITS.emailSignInLink.limit;
    for (let request = 0; request < limit; request++) {
      expect((await requestLink({ email: address })).status).toBe(202);
    }

    // Act
    const over = await requestLink({ email: address });

    // Assess
    expect(over).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });

  // Thirty requests, each storing an item and sending an e-mail, take longer than jest's default.
  it('answers 429 after too many requests from one source address', async () => {
    // Prepare
    const source = fromNewAddress();
    const limit = RATE_LIMITS.emailSignInLinkPerIp.limit;
    for (let request = 0; request < limit; request++) {
      expect((await requestLink({ email: uniqueEmail('spray') }, source)).status).toBe(202);
    }

    // Act
    const over = await requestLink({ email: uniqueEmail('spray') }, source);

    // Assess
    expect(over.status).toBe(429);
  }, 30_000);

  it.each([
    ['an invalid address', { email: 'not-an-address' }],
    ['an unknown language', { email: 'buyer@example.com', language: 'fr' }],
    ['an unknown field', { email: 'buyer@example.com', remember: true }],
  ])('refuses %s with 400', async (_case, body) => {
    // Act
    const result = await requestLink(body);

    // Assess
    expect(result.status).toBe(400);
  });
});
