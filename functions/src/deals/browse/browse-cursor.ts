/**
 * The browse cursor: where the next page starts in a plan's source (which partition, and the key
 * after which to go on), as an opaque base64url JSON value (functions/src/db/cursor.ts). It names
 * the plan it belongs to, so a cursor of another query, another caller or a forged one is a 400
 * before anything is read.
 */
import * as z from 'zod';
import { checkPageKey, decodeCursorValue, encodeCursorValue, type PageKey } from '../../db/cursor';
import { BadRequestError } from '../../lib/errors';
import { pageKeyAttributes } from '../../db/indexes';
import { keyIndexOf, type BrowsePlan } from './browse-plan';

/** A position in a plan's source: the partition index (a geo cell's place in the list) and the start key. */
export interface BrowsePosition {
  partition: number;
  startKey: PageKey | undefined;
}

/** Where every plan starts. */
export const FIRST_POSITION: BrowsePosition = { partition: 0, startKey: undefined };

const CURSOR_VERSION = 1;

const browseCursorSchema = z
  .object({
    v: z.literal(CURSOR_VERSION),
    /** The plan's fingerprint. */
    plan: z.string().min(1).max(64),
    /** The index read ('table' for the table itself) and the partition, repeated for checking. */
    index: z.string().min(1).max(16),
    partition: z.string().min(1).max(512),
    /** The partition's place in the source's list (the geo cell index). */
    cell: z.number().int().min(0).max(1000),
    /** The LastEvaluatedKey to go on after, or null to start the partition from its beginning. */
    key: z.record(z.string(), z.unknown()).nullable(),
  })
  .strict();

const indexLabel = (plan: BrowsePlan) => plan.source.index ?? 'table';

/** The cursor of a position in a plan's source, or null when the source is exhausted. */
export function encodeBrowseCursor(plan: BrowsePlan, position: BrowsePosition | null): string | null {
  if (!position) return null;
  return encodeCursorValue({
    v: CURSOR_VERSION,
    plan: plan.fingerprint,
    index: indexLabel(plan),
    partition: plan.source.partitions[position.partition],
    cell: position.partition,
    key: position.startKey ?? null,
  });
}

/** The position a cursor stands for in this plan (the start without one); 400 for any other cursor. */
export function decodeBrowseCursor(plan: BrowsePlan, cursor: string | undefined): BrowsePosition {
  if (cursor === undefined) return FIRST_POSITION;
  const invalid = () => new BadRequestError('The cursor is not valid.');
  const value = decodeCursorValue(cursor, browseCursorSchema);
  const partition = plan.source.partitions[value.cell];
  if (value.plan !== plan.fingerprint || value.index !== indexLabel(plan) || value.partition !== partition) {
    throw invalid();
  }
  if (value.key === null) return { partition: value.cell, startKey: undefined };
  const index = keyIndexOf(plan.source);
  const startKey = checkPageKey(value.key, {
    attributes: pageKeyAttributes(index),
    partition: { attribute: index.pk, value: partition },
  });
  // A start key outside the key condition is a DynamoDB error: refuse it here as a bad cursor.
  const sortKey = startKey[index.sk]!;
  const { sortKeyAtMost, sortKeyPrefix } = plan.source;
  if (
    (sortKeyAtMost !== null && sortKey > sortKeyAtMost) ||
    (sortKeyPrefix !== null && !sortKey.startsWith(sortKeyPrefix))
  ) {
    throw invalid();
  }
  return { partition: value.cell, startKey };
}
