/**
 * Opaque pagination cursors: a query's LastEvaluatedKey as base64url JSON. A cursor coming back is
 * checked to be exactly the key shape of the index it is for, and to belong to the partition being
 * read, so garbage answers 400 instead of reaching DynamoDB (which would answer a 500-worthy error)
 * and nobody can page into another partition with a hand-made cursor.
 */
import { BadRequestError } from '../lib/errors';

export type PageKey = Record<string, string>;

export interface IndexKeyShape {
  /** Names of the attributes LastEvaluatedKey has on this index (table keys and index keys). */
  attributes: readonly string[];
  /** The index's partition attribute and the value the query reads, which a cursor must repeat. */
  partition: { attribute: string; value: string };
}

/** The cursor of a page's LastEvaluatedKey, or null on the last page. */
export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | null {
  if (!lastKey) return null;
  return Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url');
}

/** The ExclusiveStartKey a cursor stands for; throws 400 for anything that is not one of ours. */
export function decodeCursor(cursor: string | undefined, shape: IndexKeyShape): PageKey | undefined {
  if (cursor === undefined) return undefined;
  const invalid = () => new BadRequestError('The cursor is not valid.');
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed as Record<string, unknown>);
  const expected = [...shape.attributes].sort();
  const names = entries.map(([name]) => name).sort();
  if (names.length !== expected.length || names.some((name, index) => name !== expected[index])) {
    throw invalid();
  }
  if (entries.some(([, value]) => typeof value !== 'string' || value.length === 0 || value.length > 512)) {
    throw invalid();
  }
  const key = parsed as PageKey;
  if (key[shape.partition.attribute] !== shape.partition.value) throw invalid();
  return key;
}
