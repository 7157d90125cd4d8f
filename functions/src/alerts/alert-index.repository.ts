/**
 * The only module that reads and writes alert-index and first-refusal items: where buyers buy, so
 * a new listing finds the buyers it may interest without a Scan (db/entities/alert-index.entity.ts).
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../db/batch';
import {
  type AlertIndexEntry,
  FIRST_REFUSAL_BUYERS_PARTITION,
  alertIndexByCityPartition,
  alertIndexByZipPartition,
  alertIndexEntryKey,
  firstRefusalBuyerKey,
  toAlertIndexItem,
  toFirstRefusalBuyerItem,
} from '../db/entities/alert-index.entity';
import { TABLE } from '../db/indexes';
import { queryAll } from '../db/query';
import { tableName } from '../db/table';
import { dynamo } from '../lib/clients';
import { alertIndexChanges } from './alert-index';

/**
 * Deletes the entries a buyer's searches lost and puts every entry they have now (not only the new
 * ones: saving the same searches again repairs an index a failed save left short). Idempotent.
 */
export async function replaceAlertIndexEntries(
  userId: string,
  before: readonly AlertIndexEntry[],
  after: readonly AlertIndexEntry[],
): Promise<void> {
  const { removed } = alertIndexChanges(before, after);
  await batchWrite([
    ...removed.map((entry) => ({ DeleteRequest: { Key: alertIndexEntryKey(entry, userId) } })),
    ...after.map((entry) => ({ PutRequest: { Item: toAlertIndexItem(entry, userId) } })),
  ]);
}

/** Puts or deletes the buyer's first-refusal index item. */
export async function setFirstRefusalBuyer(userId: string, granted: boolean, at: string): Promise<void> {
  if (granted) {
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: toFirstRefusalBuyerItem(userId, at) }),
    );
  } else {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: firstRefusalBuyerKey(userId) }));
  }
}

/** The `userId` attribute of every item of a partition (every page). */
async function userIdsIn(partition: string): Promise<string[]> {
  const items = await queryAll({ index: TABLE, partition }, { projection: 'userId' });
  return items.map((item) => String(item.userId));
}

/** Buyers whose buy box or preferences name the listing's ZIP, or (preferences) its state and city. */
export async function findCandidateBuyerIds(deal: {
  zipCode: string;
  state: string;
  city: string;
}): Promise<string[]> {
  const [byZip, byCity] = await Promise.all([
    userIdsIn(alertIndexByZipPartition(deal.zipCode)),
    userIdsIn(alertIndexByCityPartition(deal.state, deal.city)),
  ]);
  return [...new Set([...byZip, ...byCity])];
}

/** Every buyer with first right of refusal (by the index; the User item's flag has the last word). */
export const listFirstRefusalBuyerIds = (): Promise<string[]> => userIdsIn(FIRST_REFUSAL_BUYERS_PARTITION);
