/**
 * The HTTP front placed before cognito-local. It forwards every call untouched, except:
 * - `GetTokensFromRefreshToken` (Amplify v6's forced refresh; cognito-local lacks it) is mapped
 *   onto `InitiateAuth` with `REFRESH_TOKEN_AUTH` and answered in its own response shape;
 * - `GlobalSignOut` (cognito-local lacks it) is served by a callback that drops the user's
 *   refresh tokens; `AdminUserGlobalSignOut` likewise, for the user an admin names;
 * - `InitiateAuth` with `CUSTOM_AUTH` and `RespondToAuthChallenge` with `CUSTOM_CHALLENGE`
 *   (cognito-local lacks custom auth) are served by custom-auth.ts, which drives the deployed
 *   auth-challenge trigger modules;
 * - the SOFTWARE_TOKEN_MFA step of password sign-in goes through mfa-sign-in.ts, which binds the
 *   challenge to the session InitiateAuth gave out and keeps the refresh token it ends with;
 * - a password sign-in's wrong password or unknown user is answered as Cognito answers both
 *   (password-sign-in-failure.ts);
 * - `/<pool>/.well-known/openid-configuration` names the real issuer and this front's JWKS;
 * and it answers CORS for the SPA origins (Amplify sends x-amz-target, x-amz-user-agent,
 * content-type and cache-control).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import { forwardRaw, stripHopHeaders, type RawAnswer } from '../http/forward';
import { readBody } from '../http/server-utils';
import { cognitoPasswordSignInFailure } from './password-sign-in-failure';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_CONTENT_TYPE = 'application/x-amz-json-1.1';
const ALLOWED_HEADERS = [
  'x-amz-target',
  'x-amz-user-agent',
  'content-type',
  'cache-control',
  'authorization',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
].join(', ');
const EXPOSED_HEADERS = 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date';

/** What the front calls (custom-auth.ts implements it) for `InitiateAuth` (CUSTOM_AUTH) and `RespondToAuthChallenge` (CUSTOM_CHALLENGE). */
export interface CustomAuth {
  initiateAuth(input: Record<string, unknown>): Promise<Record<string, unknown>>;
  respondToAuthChallenge(input: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** What the front calls (mfa-sign-in.ts implements it) around the SOFTWARE_TOKEN_MFA step of sign-in. */
export interface MfaSignIn {
  /** Notes the session of an InitiateAuth answer that asks for a TOTP code. */
  challenged(clientId: string, answer: Record<string, unknown>): void;
  /** The RespondToAuthChallenge request to forward; throws a CognitoFrontError for a session it did not give out. */
  checkResponse(input: Record<string, unknown>): Record<string, unknown>;
  /** Stores the refresh token of the completed sign-in on its user. */
  signedIn(clientId: string, answer: Record<string, unknown>): Promise<void>;
}

export interface CognitoFrontOptions {
  /** cognito-local's base URL. */
  backendUrl: string;
  /** Browser origins allowed to call the front directly (the SPA). */
  allowedOrigins: readonly string[];
  /** Tokens' issuer is `<issuerDomain>/<poolId>`. */
  issuerDomain: string;
  /** This front's public URL, for the JWKS link of the OpenID configuration. */
  publicUrl: () => string;
  /** Serves GlobalSignOut; throws a CognitoFrontError when the token is not acceptable. */
  globalSignOut?: (accessToken: string) => Promise<void>;
  /** Serves CUSTOM_AUTH (custom-auth.ts); without it such calls reach cognito-local, which refuses them. */
  customAuth?: CustomAuth;
  /** Serves AdminUserGlobalSignOut; throws a CognitoFrontError when the user is unknown. */
  adminUserGlobalSignOut?: (userPoolId: string, username: string) => Promise<void>;
  /** Serves the SOFTWARE_TOKEN_MFA step (mfa-sign-in.ts); without it cognito-local answers it alone. */
  mfaSignIn?: MfaSignIn;
}

/** An error in Cognito's JSON protocol shape. */
export class CognitoFrontError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

/** Creates (does not start) the front. */
export function createCognitoFront(options: CognitoFrontOptions): Server {
  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !options.allowedOrigins.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': EXPOSED_HEADERS,
      vary: 'Origin',
    };
  };

  const send = (req: IncomingMessage, res: ServerResponse, statusCode: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(statusCode, {
      'content-type': JSON_CONTENT_TYPE,
      'content-length': String(Buffer.byteLength(text)),
      ...corsHeaders(req),
    });
    res.end(text);
  };

  const relay = (req: IncomingMessage, res: ServerResponse, answer: RawAnswer) => {
    const headers = stripHopHeaders(answer.headers);
    // cognito-local answers "*" to everyone; the front decides instead.
    for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
    res.writeHead(answer.statusCode, { ...headers, ...corsHeaders(req) });
    res.end(answer.body);
  };

  const callBackend = (target: string, body: unknown, req: IncomingMessage) =>
    forwardRaw(
      options.backendUrl,
      'POST',
      '/',
      {
        'content-type': JSON_CONTENT_TYPE,
        'x-amz-target': `${TARGET_PREFIX}${target}`,
        'user-agent': req.headers['user-agent'],
      },
      Buffer.from(JSON.stringify(body)),
    );

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      const headers = corsHeaders(req);
      if (Object.keys(headers).length > 0) {
        Object.assign(headers, {
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
          'access-control-max-age': '600',
        });
      }
      res.writeHead(204, headers);
      res.end();
      return;
    }

    const body = await readBody(req, 1024 * 1024);
    const openIdPool = /^\/([\w-]+_[0-9a-zA-Z]+)\/\.well-known\/openid-configuration$/.exec(req.url ?? '');
    if (req.method === 'GET' && openIdPool) {
      const issuer = `${options.issuerDomain}/${openIdPool[1]}`;
      send(req, res, 200, {
        issuer,
        jwks_uri: `${options.publicUrl()}/${openIdPool[1]}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['RS256'],
        subject_types_supported: ['public'],
        response_types_supported: ['code', 'token'],
      });
      return;
    }

    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method === 'POST' && target === `${TARGET_PREFIX}GetTokensFromRefreshToken`) {
      const input = parseJson(body);
      const answer = await callBackend(
        'InitiateAuth',
        {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: {
            REFRESH_TOKEN: input.RefreshToken,
            ...(input.DeviceKey ? { DEVICE_KEY: input.DeviceKey } : {}),
          },
          ...(input.ClientMetadata ? { ClientMetadata: input.ClientMetadata } : {}),
        },
        req,
      );
      if (answer.statusCode !== 200) {
        relay(req, res, answer);
        return;
      }
      send(req, res, 200, refreshAnswer(parseJson(answer.body)));
      return;
    }

    if (req.method === 'POST' && target === `${TARGET_PREFIX}GlobalSignOut` && options.globalSignOut) {
      const input = parseJson(body);
      try {
        await options.globalSignOut(String(input.AccessToken ?? ''));
        send(req, res, 200, {});
      } catch (error) {
        if (!(error instanceof CognitoFrontError)) throw error;
        send(req, res, error.statusCode, { __type: error.type, message: error.message });
      }
      return;
    }

    if (
      req.method === 'POST' &&
      target === `${TARGET_PREFIX}AdminUserGlobalSignOut` &&
      options.adminUserGlobalSignOut
    ) {
      const input = parseJson(body);
      await options.adminUserGlobalSignOut(String(input.UserPoolId ?? ''), String(input.Username ?? ''));
      send(req, res, 200, {});
      return;
    }

    const customAuthAnswer = await serveCustomAuth(options.customAuth, target, body);
    if (customAuthAnswer) {
      send(req, res, 200, customAuthAnswer);
      return;
    }

    const mfa = options.mfaSignIn;
    if (req.method === 'POST' && target === `${TARGET_PREFIX}InitiateAuth`) {
      const input = parseJson(body);
      const answer = await callBackend('InitiateAuth', input, req);
      if (mfa && answer.statusCode === 200) {
        const result = parseJson(answer.body);
        if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA')
          mfa.challenged(String(input.ClientId ?? ''), result);
      }
      const failure = cognitoPasswordSignInFailure(input.AuthFlow, answer.statusCode, answer.body);
      if (failure) send(req, res, 400, failure);
      else relay(req, res, answer);
      return;
    }

    if (mfa && req.method === 'POST' && target === `${TARGET_PREFIX}RespondToAuthChallenge`) {
      const input = parseJson(body);
      if (input.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
        const answer = await callBackend('RespondToAuthChallenge', mfa.checkResponse(input), req);
        if (answer.statusCode === 200)
          await mfa.signedIn(String(input.ClientId ?? ''), parseJson(answer.body));
        relay(req, res, answer);
        return;
      }
    }

    relay(
      req,
      res,
      await forwardRaw(options.backendUrl, req.method ?? 'POST', req.url ?? '/', req.headers, body),
    );
  };

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof CognitoFrontError) {
        send(req, res, error.statusCode, { __type: error.type, message: error.message });
        return;
      }
      send(req, res, 500, {
        __type: 'InternalErrorException',
        message: error instanceof Error ? error.message : String(error),
      });
    });
  });
}

/** The custom-auth answer when the call is a CUSTOM_AUTH step; undefined for any other call. */
async function serveCustomAuth(
  customAuth: CustomAuth | undefined,
  target: string,
  body: Buffer,
): Promise<Record<string, unknown> | undefined> {
  if (!customAuth) return undefined;
  if (target === `${TARGET_PREFIX}InitiateAuth`) {
    const input = parseJson(body);
    return input.AuthFlow === 'CUSTOM_AUTH' ? customAuth.initiateAuth(input) : undefined;
  }
  if (target === `${TARGET_PREFIX}RespondToAuthChallenge`) {
    const input = parseJson(body);
    return input.ChallengeName === 'CUSTOM_CHALLENGE' ? customAuth.respondToAuthChallenge(input) : undefined;
  }
  return undefined;
}

function parseJson(body: Buffer): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    throw new CognitoFrontError('SerializationException', 'Request body is not valid JSON');
  }
}

/** GetTokensFromRefreshToken's answer from InitiateAuth's (no rotation: no new refresh token). */
export function refreshAnswer(initiateAuth: Record<string, unknown>): Record<string, unknown> {
  const result = (initiateAuth.AuthenticationResult ?? {}) as Record<string, unknown>;
  const accessToken = String(result.AccessToken ?? '');
  let expiresIn = typeof result.ExpiresIn === 'number' ? result.ExpiresIn : undefined;
  if (expiresIn === undefined && accessToken) {
    const { exp, iat } = decodeJwt(accessToken);
    if (typeof exp === 'number' && typeof iat === 'number') expiresIn = exp - iat;
  }
  const authenticationResult: Record<string, unknown> = {
    AccessToken: result.AccessToken,
    IdToken: result.IdToken,
    TokenType: 'Bearer',
    ExpiresIn: expiresIn,
  };
  if (result.RefreshToken) authenticationResult.RefreshToken = result.RefreshToken;
  return {
    AuthenticationResult: Object.fromEntries(
      Object.entries(authenticationResult).filter(([, value]) => value !== undefined),
    ),
  };
}
