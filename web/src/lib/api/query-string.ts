/** A value the query helper can write; arrays repeat the key (docs/requirements.md#r7-2). */
export type QueryValue = string | number | boolean;
export type QueryInput = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

/**
 * `?a=1&tag=x&tag=y` from `{ a: 1, tag: ['x', 'y'], skipped: null }`: arrays repeat their key, null
 * and undefined are skipped; an empty string when nothing is left.
 */
export function buildQueryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
