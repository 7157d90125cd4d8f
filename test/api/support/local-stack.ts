/**
 * How API tests reach the running local stack (started by scripts/local/with-stack.ts): its URL,
 * its /config.json, and real identity tokens from the local Cognito for the demo accounts.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { webConfigSchema, type WebConfig } from '#shared/core/config';
import { ID_TOKEN_VALIDITY_MINUTES } from '#shared/users/token-lifetimes';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/demo-accounts';
import { totpCode } from '../../../scripts/local/cognito/totp-code';

export const baseUrl = process.env.DEALFLOW_URL ?? 'http://localhost:5173';

let config: Promise<WebConfig> | undefined;

/** The stack's /config.json, parsed by the same schema the SPA uses. */
export function stackConfig(): Promise<WebConfig> {
  config ??= fetch(`${baseUrl}/config.json`)
    .then((response) => response.json())
    .then((body) => webConfigSchema.parse(body));
  return config;
}

/**
 * Cached tokens are renewed well before they expire: a Playwright worker runs many files in one
 * process, and a whole e2e run lasts longer than an ID token lives.
 */
const TOKEN_REUSE_MS = (ID_TOKEN_VALIDITY_MINUTES - 5) * 60_000;
const tokens = new Map<string, { token: Promise<string>; signedInAt: number }>();

/** A fresh identity token for the account, from the local Cognito, cached while it stays fresh. */
export function idTokenFor(email: string, password: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached && Date.now() - cached.signedInAt < TOKEN_REUSE_MS) return cached.token;
  const token = signIn(email, password);
  tokens.set(email, { token, signedInAt: Date.now() });
  return token;
}

async function signIn(email: string, password: string): Promise<string> {
  const { region, userPoolEndpoint, userPoolClientId } = await stackConfig();
  const cognito = new CognitoIdentityProviderClient({
    region,
    endpoint: userPoolEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const totpSecret = DEMO_ACCOUNTS.find((account) => account.email === email)?.totpSecret ?? null;
  const tokens = await signInWithTotp(cognito, userPoolClientId, email, password, totpSecret);
  if (!tokens?.IdToken) throw new Error(`No identity token for ${email}`);
  return tokens.IdToken;
}

/**
 * Password sign-in that answers the TOTP challenge with the current code of `totpSecret` (the
 * seeded admin has two-step sign-in, docs/requirements.md#r6-7-mfa); answers the tokens.
 */
export async function signInWithTotp(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  email: string,
  password: string,
  totpSecret: string | null,
) {
  const first = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  if (first.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return first.AuthenticationResult;
  if (!totpSecret) throw new Error(`${email} asks for a TOTP code and the test has no secret for it`);
  const answer = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: first.Session,
      ChallengeResponses: {
        USERNAME: first.ChallengeParameters?.USER_ID_FOR_SRP ?? email,
        SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret),
      },
    }),
  );
  return answer.AuthenticationResult;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: string;
  contentType?: string;
  /** Extra request headers, e.g. `x-forwarded-for` to call from another address (per-IP limits). */
  headers?: Record<string, string>;
}

/** Calls the API through the SPA's origin, as the browser does. */
export async function callApi(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text so a failing assertion shows it.
  }
  return { status: response.status, headers: response.headers, body };
}
