/**
 * The JSON Canonicalization Scheme (RFC 8785): the one serialisation of a JSON value that the
 * `eddsa-jcs-2022` proof signs. Object members sorted by their names' UTF-16 code units, no white
 * space, numbers and strings written as ECMAScript's JSON.stringify writes them.
 */

/** A JSON value (object members that are undefined are left out, as JSON.stringify does). */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [name: string]: JsonValue | undefined };

/** The canonical form of a JSON value; throws on numbers JSON cannot hold (NaN, Infinity). */
export function canonicalize(value: JsonValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('JCS cannot serialise a non-finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalize).join(',')}]`;
  // Array.prototype.sort compares strings by UTF-16 code units, the order RFC 8785 asks for.
  const members = Object.keys(value)
    .filter((name) => value[name] !== undefined)
    .sort()
    .map((name) => `${JSON.stringify(name)}:${canonicalize(value[name] as JsonValue)}`);
  return `{${members.join(',')}}`;
}
