/**
 * Verifies a bearer token the way the API Gateway HTTP API Cognito JWT authorizer does: RS256
 * signature against the pool's JWKS, `iss` equal to the pool's issuer, `aud` (ID token) or
 * `client_id` (access token) equal to an allowed client, `exp`, `nbf` and `iat` against the clock,
 * and a `token_use`. The authorizer never looks at groups; roles are the handler's business.
 */
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface JwtVerifierOptions {
  issuer: string;
  /** App client ids accepted as `aud` or `client_id`. */
  audience: readonly string[];
  keys: JWTVerifyGetKey;
  /** Seconds of clock skew tolerated on exp/nbf/iat. */
  clockToleranceSeconds?: number;
  now?: () => Date;
}

/** Why a token was refused (for the local log only; the client always gets 401 Unauthorized). */
export class TokenRejectedError extends Error {
  override name = 'TokenRejectedError';
}

/** The token of an Authorization header: "Bearer x" or the bare token, as API Gateway accepts both. */
export function tokenFromAuthorization(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(value);
  return (match ? match[1]! : value).trim() || undefined;
}

export function createJwtVerifier(options: JwtVerifierOptions) {
  const tolerance = options.clockToleranceSeconds ?? 2;
  const now = options.now ?? (() => new Date());

  /** The verified claims; throws TokenRejectedError when the token is not acceptable. */
  return async function verify(authorization: string | undefined): Promise<JWTPayload> {
    const token = tokenFromAuthorization(authorization);
    if (!token) throw new TokenRejectedError('no bearer token');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        algorithms: ['RS256'],
        clockTolerance: tolerance,
        currentDate: now(),
        requiredClaims: ['exp', 'iss'],
      }));
    } catch (error) {
      const reason = error instanceof errors.JOSEError ? `${error.code}: ${error.message}` : String(error);
      throw new TokenRejectedError(reason);
    }
    const audiences =
      payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
    const audienceOk =
      audiences.length > 0
        ? audiences.some((aud) => options.audience.includes(aud))
        : clientId !== undefined && options.audience.includes(clientId);
    if (!audienceOk) throw new TokenRejectedError('aud/client_id is not an allowed client');
    if (typeof payload.token_use !== 'string' || payload.token_use === '') {
      throw new TokenRejectedError('token_use missing');
    }
    if (typeof payload.iat === 'number' && payload.iat > now().getTime() / 1000 + tolerance) {
      throw new TokenRejectedError('iat is in the future');
    }
    return payload;
  };
}

export type JwtVerifier = ReturnType<typeof createJwtVerifier>;
