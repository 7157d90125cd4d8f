/**
 * Pure rules about the ID token (docs/requirements.md#r4-1, docs/requirements.md#r9-1): when to reuse it,
 * refresh it or drop it. No storage and no Amplify here, so every rule is tested on its own.
 */

/**
 * Below this many seconds of validity the token is force-refreshed before use (docs/requirements.md#r9-1).
 */
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 300;

/**
 * - `reuse`: valid with at least the threshold left.
 * - `refresh`: still valid but about to expire: force a refresh.
 * - `expired`: clear it; only the refresh token can help now.
 * - `corrupted`: not a JWT (fewer than three dot-separated parts) or unreadable: discard it.
 */
export type TokenDecision = 'reuse' | 'refresh' | 'expired' | 'corrupted';

/** The claims of the ID token that the SPA reads. */
export interface IdTokenClaims {
  sub?: unknown;
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  exp?: unknown;
  'cognito:groups'?: unknown;
}

/** docs/requirements.md#r4-1: a token with fewer than three dot-separated parts is corrupted. */
export function isCorruptedToken(token: string): boolean {
  return token.split('.').length < 3;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  // Names in claims may hold any Unicode character, so the bytes are read as UTF-8.
  return new TextDecoder().decode(bytes);
}

/** The token's claims, or null when the token is corrupted or its payload is not a JSON object. */
export function decodeIdToken(token: string): IdTokenClaims | null {
  if (isCorruptedToken(token)) return null;
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(payloadSegment));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as IdTokenClaims)
      : null;
  } catch {
    return null;
  }
}

/** Seconds of validity left at `nowMs`, or null when the token carries no usable `exp`. */
export function secondsUntilExpiry(claims: IdTokenClaims, nowMs: number): number | null {
  return typeof claims.exp === 'number' ? claims.exp - Math.floor(nowMs / 1000) : null;
}

/** What to do with a stored token at `nowMs` (docs/requirements.md#r4-1). */
export function decideTokenAction(token: string, nowMs: number): TokenDecision {
  const claims = decodeIdToken(token);
  if (!claims) return 'corrupted';
  const remaining = secondsUntilExpiry(claims, nowMs);
  if (remaining === null) return 'corrupted';
  if (remaining <= 0) return 'expired';
  if (remaining < TOKEN_REFRESH_THRESHOLD_SECONDS) return 'refresh';
  return 'reuse';
}
