/**
 * The only module that writes a listing's own counters and reads its activity: views and unique
 * viewers (the listing's counters item), favourites (the user's favourite items with the listing's
 * favoriteCount), and the per-day activity items the analytics page charts. Counters only ever
 * change by ADD, through the items of deal-counters.ts (which offers' and interests' transactions
 * use too).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  type DealCounters,
  dealCountersKey,
  fromDealCountersItem,
} from '../db/entities/deal-counters.entity';
import {
  DEAL_ACTIVITY_PREFIX,
  type DealActivityRecord,
  fromDealActivityItem,
  toDealViewerItem,
} from '../db/entities/deal-activity.entity';
import { BROWSE_ENTRIES_PER_LISTING } from '../db/entities/deal-browse-entry.entity';
import { dealKey } from '../db/entities/deal.entity';
import { favoriteKey, toFavoriteItem } from '../db/entities/favorite.entity';
import { TABLE } from '../db/indexes';
import { queryAll } from '../db/query';
import { CREATE_ONLY, tableName } from '../db/table';
import { failedAt, transactWrite, type TransactItem } from '../db/transactions';
import { dynamo } from '../lib/clients';
import { batchGet } from '../db/batch';
import { addToBrowseEntries } from './browse-entry-writes';
import { addToDay, addToDeal, addToViewCounters } from './deal-counters';

/**
 * Counts one view by a user on a day: the listing's viewCount and the day's views, and, on the
 * user's first view (their viewer marker is created), uniqueViewerCount and the day's uniqueViewers.
 * Only small items are written (counters, day, marker), never the listing item or its index entries.
 */
export async function recordView(dealId: string, viewerId: string, at: string): Promise<void> {
  const date = at.slice(0, 10);
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: toDealViewerItem(dealId, viewerId, at),
          ConditionExpression: CREATE_ONLY,
        },
      },
      addToViewCounters(dealId, { viewCount: 1, uniqueViewerCount: 1 }),
      addToDay(dealId, date, { views: 1, uniqueViewers: 1 }),
    ]);
  } catch (error) {
    if (!failedAt(error, 0)) throw error;
    // Seen before: a view, not a new viewer.
    await transactWrite([addToViewCounters(dealId, { viewCount: 1 }), addToDay(dealId, date, { views: 1 })]);
  }
}

/** The view counters of a listing's counters item (0 when it has none yet). */
export async function findViewCounters(dealId: string): Promise<DealCounters> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: dealCountersKey(dealId) }),
  );
  return fromDealCountersItem(Item);
}

/** The view counters of several listings in one batch read, by listing id (absent: no item yet). */
export async function findViewCountersOf(dealIds: readonly string[]): Promise<Map<string, DealCounters>> {
  if (dealIds.length === 0) return new Map();
  const { items } = await batchGet(dealIds.map(dealCountersKey));
  return new Map(items.map((item) => [String(item.dealId), fromDealCountersItem(item)]));
}

/** Whether the user has saved the listing. */
export async function isFavorite(userId: string, dealId: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: favoriteKey(userId, dealId), ConsistentRead: true }),
  );
  return Item !== undefined;
}

/** Whether a transaction failed on one of the browse entries that follow its first `before` items. */
const failedAtBrowseEntry = (error: unknown, before: number) =>
  Array.from({ length: BROWSE_ENTRIES_PER_LISTING }, (_, offset) => before + offset).some((index) =>
    failedAt(error, index),
  );

/**
 * Runs a favourite transaction with the listing's browse entries' counts (`inBrowse`), or without
 * them when the listing left browse meanwhile (its entries are gone, so no card shows the count).
 */
async function withBrowseEntries(
  items: TransactItem[],
  dealId: string,
  amount: number,
  inBrowse: boolean,
): Promise<void> {
  if (!inBrowse) return transactWrite(items);
  try {
    await transactWrite([...items, ...addToBrowseEntries(dealId, amount)]);
  } catch (error) {
    if (!failedAtBrowseEntry(error, items.length)) throw error;
    await transactWrite(items);
  }
}

/**
 * Saves a listing as the user's favourite: the favourite item (create only), the listing's
 * favoriteCount (and its browse entries' when `inBrowse`) and the day's favourites, in one
 * transaction. Answers false when it already was one.
 */
export async function addFavorite(
  userId: string,
  dealId: string,
  at: string,
  inBrowse = false,
): Promise<boolean> {
  try {
    await withBrowseEntries(
      [
        {
          Put: {
            TableName: tableName(),
            Item: toFavoriteItem(userId, dealId, at),
            ConditionExpression: CREATE_ONLY,
          },
        },
        addToDeal(dealId, { favoriteCount: 1 }),
        addToDay(dealId, at.slice(0, 10), { favorites: 1 }),
      ],
      dealId,
      1,
      inBrowse,
    );
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * Removes a user's favourite and takes it off the listing's favoriteCount (never below 0; its
 * browse entries' too when `inBrowse`), in one transaction. The day's favourites are not taken
 * back: they count favourites made that day. Answers false when it was not a favourite.
 */
export async function removeFavorite(userId: string, dealId: string, inBrowse = false): Promise<boolean> {
  const deleteFavorite: TransactItem = {
    Delete: {
      TableName: tableName(),
      Key: favoriteKey(userId, dealId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
  try {
    await withBrowseEntries(
      [deleteFavorite, addToDeal(dealId, { favoriteCount: -1 }, 'favoriteCount > :zero', { ':zero': 0 })],
      dealId,
      -1,
      inBrowse,
    );
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    if (!failedAt(error, 1)) throw error;
    // The count is already 0 (or the listing is gone): drop the favourite alone.
    await transactWrite([deleteFavorite]).catch((retry: unknown) => {
      if (!failedAt(retry, 0)) throw retry;
    });
    return true;
  }
}

/** A listing's activity items from one day to another (YYYY-MM-DD, inclusive), oldest first. */
export async function listActivity(dealId: string, from: string, to: string): Promise<DealActivityRecord[]> {
  const items = await queryAll({
    index: TABLE,
    partition: dealKey(dealId).pk,
    sort: { between: [`${DEAL_ACTIVITY_PREFIX}${from}`, `${DEAL_ACTIVITY_PREFIX}${to}`] },
  });
  return items.map(fromDealActivityItem);
}
