/**
 * How the API Gateway HTTP API JWT authorizer hands claims to the function: every value becomes a
 * string, and an array is written as "[a b]" (which is how `cognito:groups` arrives).
 */

/** One claim value as the authorizer writes it. */
export function stringifyClaim(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map((element) => stringifyClaim(element)).join(' ')}]`;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Every claim of a verified token, stringified. */
export function stringifyClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(claims).map(([name, value]) => [name, stringifyClaim(value)]));
}
