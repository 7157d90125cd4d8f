/** Builds unsigned JWT-shaped tokens for tests: the SPA only ever decodes, never verifies. */
function base64Url(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function makeIdToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** A token expiring `secondsLeft` seconds from now. */
export function tokenExpiringIn(
  secondsLeft: number,
  claims: Record<string, unknown> = {},
  nowMs: number = Date.now(),
): string {
  return makeIdToken({ sub: 'user-1', exp: Math.floor(nowMs / 1000) + secondsLeft, ...claims });
}
