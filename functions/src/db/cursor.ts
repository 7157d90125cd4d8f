/**
 * Opaque pagination cursors: a query's LastEvaluatedKey as base64url JSON. A cursor coming back is
 * checked to be exactly the key shape of the index it is for, and to belong to the partition being
 * read, so garbage answers 400 instead of reaching DynamoDB (which would answer a 500-worthy error)
 * and nobody can page into another partition with a hand-made cursor.
 */
import type * as z from 'zod';
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
  return encodeCursorValue(lastKey);
}

/** The ExclusiveStartKey a cursor stands for; throws 400 for anything that is not one of ours. */
export function decodeCursor(cursor: string | undefined, shape: IndexKeyShape): PageKey | undefined {
  if (cursor === undefined) return undefined;
  return checkPageKey(parseCursorJson(cursor), shape);
}

/**
 * A cursor of a richer position than one key (e.g. browse: which index, which of several
 * partitions, and the key within it), as base64url JSON like every other cursor.
 */
export function encodeCursorValue(value: object): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The value an `encodeCursorValue` cursor stands for, checked by a strict schema; 400 otherwise. */
export function decodeCursorValue<T>(cursor: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(parseCursorJson(cursor));
  if (!result.success) throw invalidCursor();
  return result.data;
}

/**
 * A start key checked to be exactly the key shape of the index and to belong to the partition
 * being read; throws 400 otherwise.
 */
export function checkPageKey(value: unknown, shape: IndexKeyShape): PageKey {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidCursor();
  const entries = Object.entries(value as Record<string, unknown>);
  const expected = [...shape.attributes].sort();
  const names = entries.map(([name]) => name).sort();
  if (names.length !== expected.length || names.some((name, index) => name !== expected[index])) {
    throw invalidCursor();
  }
  if (entries.some(([, item]) => typeof item !== 'string' || item.length === 0 || item.length > 512)) {
    throw invalidCursor();
  }
  const key = value as PageKey;
  if (key[shape.partition.attribute] !== shape.partition.value) throw invalidCursor();
  return key;
}

const invalidCursor = () => new BadRequestError('The cursor is not valid.');

/** The JSON a cursor carries; 400 for anything that is not base64url JSON. */
function parseCursorJson(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalidCursor();
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw invalidCursor();
  }
}
