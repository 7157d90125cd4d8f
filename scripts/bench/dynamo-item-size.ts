/**
 * DynamoDB's own arithmetic for item sizes and write units, for benches that price writes: the
 * local stand-in reports no consumed capacity, so a bench computes what AWS would bill.
 *
 * Sizes follow the DynamoDB developer guide ("Item sizes and formats"): attribute names count as
 * their UTF-8 bytes; strings as UTF-8 bytes; numbers as 1 byte per two significant digits plus 1;
 * booleans and null as 1 byte; lists and maps as 3 bytes plus 1 byte per element plus their
 * elements (a map's element also counts its name); sets as the sum of their elements.
 */

/** A write unit covers up to 1 KB of item. */
export const WRITE_UNIT_BYTES = 1024;
/** What DynamoDB adds to every item it stores in a table or an index, for storage billing. */
export const STORED_ITEM_OVERHEAD_BYTES = 100;

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Bytes of a number: its significant digits, two to a byte, plus one. */
function numberBytes(value: number | bigint): number {
  const digits = String(value)
    .replace(/^-/, '')
    .replace(/e.*$/i, '')
    .replace('.', '')
    .replace(/^0+/, '')
    .replace(/0+$/, '');
  return Math.ceil(Math.max(1, digits.length) / 2) + 1;
}

/** Bytes of one attribute value (without its name). */
export function valueSizeBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return utf8Bytes(value);
  if (typeof value === 'number' || typeof value === 'bigint') return numberBytes(value);
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set)
    return [...value].reduce<number>((sum, element) => sum + valueSizeBytes(element), 0);
  if (Array.isArray(value))
    return 3 + value.reduce<number>((sum, element) => sum + 1 + valueSizeBytes(element), 0);
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, element]) => element !== undefined);
    return (
      3 + entries.reduce((sum, [name, element]) => sum + 1 + utf8Bytes(name) + valueSizeBytes(element), 0)
    );
  }
  throw new Error(`No DynamoDB size for a ${typeof value}.`);
}

/** Bytes of an item (a document client's plain object): every attribute's name and value. */
export function itemSizeBytes(item: Record<string, unknown>): number {
  return Object.entries(item)
    .filter(([, value]) => value !== undefined)
    .reduce((sum, [name, value]) => sum + utf8Bytes(name) + valueSizeBytes(value), 0);
}

/** Standard write units of writing an item of this size (1 per KB, rounded up, at least 1). */
export const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / WRITE_UNIT_BYTES));
