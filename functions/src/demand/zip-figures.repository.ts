/**
 * What the rebuild of the ZIP figures reads and writes (docs/demand.md "Keeping the figures"):
 * every user id by the users index, every browsable listing's ZIP by the browse index (Queries,
 * never a Scan), a state's live figures, and a recounted ZIP put only while nobody changed it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { BROWSE_BY_TIME_INDEX, BROWSE_PARTITION } from '../db/entities/deal.entity';
import { USERS_BY_EMAIL_INDEX, USERS_BY_EMAIL_PARTITION } from '../db/entities/user.entity';
import {
  ZIP_DEMAND_ENTITY,
  type ZipDemandFigures,
  fromZipDemandItem,
  zipDemandAttributes,
  zipDemandKey,
  zipDemandStatePartition,
} from '../db/entities/zip-demand.entity';
import { TABLE } from '../db/indexes';
import { type KeyQuery, queryAll, queryOnce } from '../db/query';
import { isConditionFailure, tableName } from '../db/table';
import type { PageKey } from '../db/cursor';
import { dynamo } from '../lib/clients';

/** Items read per Query round while paging users or listings. */
const PAGE_SIZE = 200;

/** Calls `onPage` with each page of the query's items, `projection` attributes only, to the last. */
async function forEachPage(
  query: KeyQuery,
  projection: string,
  onPage: (items: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  let startKey: PageKey | undefined;
  do {
    const round = await queryOnce(query, { projection, limit: PAGE_SIZE, startKey });
    await onPage(round.items);
    startKey = round.lastKey;
  } while (startKey);
}

/** Every user's id, a page at a time (the users-by-e-mail index holds every user). */
export async function forEachUserIdPage(onPage: (userIds: string[]) => Promise<void>): Promise<void> {
  await forEachPage({ index: USERS_BY_EMAIL_INDEX, partition: USERS_BY_EMAIL_PARTITION }, 'userId', (items) =>
    onPage(items.map((item) => String(item.userId))),
  );
}

/** How many browsable listings each ZIP has (only browsable listings are in the browse index). */
export async function countBrowsableListingsByZip(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  await forEachPage(
    { index: BROWSE_BY_TIME_INDEX, partition: BROWSE_PARTITION },
    'zipCode',
    async (items) => {
      for (const { zipCode } of items) {
        if (typeof zipCode === 'string') counts.set(zipCode, (counts.get(zipCode) ?? 0) + 1);
      }
    },
  );
  return counts;
}

/** A ZIP's figures as stored, with the `revision` they were read at. */
export interface StoredZipFigures {
  figures: ZipDemandFigures;
  revision: number | null;
}

/** Every ZIP with figures in a state's partition. */
export async function readStateFigures(state: string): Promise<StoredZipFigures[]> {
  const items = await queryAll(
    { index: TABLE, partition: zipDemandStatePartition(state) },
    { consistent: true },
  );
  return items.map((item) => ({
    figures: fromZipDemandItem(item),
    revision: typeof item.revision === 'number' ? item.revision : null,
  }));
}

/**
 * Replaces a ZIP's figures with recounted ones, only while it is as read (`stored`: its item and
 * revision then; null when it had none); false when it changed meanwhile (left for the next run).
 */
export async function putRecountedFigures(
  figures: ZipDemandFigures,
  stored: StoredZipFigures | null,
): Promise<boolean> {
  const condition =
    stored === null
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : stored.revision === null
        ? {
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#revision)',
            ExpressionAttributeNames: { '#revision': 'revision' },
          }
        : {
            ConditionExpression: '#revision = :revision',
            ExpressionAttributeNames: { '#revision': 'revision' },
            ExpressionAttributeValues: { ':revision': stored.revision },
          };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...zipDemandKey(figures.state, figures.zipCode),
          entity: ZIP_DEMAND_ENTITY,
          ...zipDemandAttributes(figures),
          revision: (stored?.revision ?? 0) + 1,
        },
        ...condition,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
