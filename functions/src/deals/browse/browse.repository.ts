/**
 * The DynamoDB reads of browse: one Query round of a plan's source, the BatchGet of listings, and
 * the one Query of the caller's favourites among a page's listings. Each answer says how many items DynamoDB read for it, so the
 * service can account for every item a page costs.
 */
import { batchGet } from '../../db/batch';
import type { PageKey } from '../../db/cursor';
import { type DealRecord, dealKey, fromDealItem } from '../../db/entities/deal.entity';
import { FAVORITE_PREFIX, favoriteKey } from '../../db/entities/favorite.entity';
import { TABLE } from '../../db/indexes';
import { queryOnce } from '../../db/query';
import type { FilterExpressionParts } from './browse-filter';
import { keyIndexOf, type BrowseSource } from './browse-plan';

export interface SourceRound {
  /** Items in source order (listings, or pointer items with a dealId). */
  items: Record<string, unknown>[];
  /** Items DynamoDB read for the round, before the filter. */
  scannedCount: number;
  lastKey: PageKey | undefined;
}

/** One Query of a source's partition, at most `limit` items read, after `startKey`. */
export async function querySource(request: {
  source: BrowseSource;
  partition: string;
  filter: FilterExpressionParts | null;
  limit: number;
  startKey: PageKey | undefined;
}): Promise<SourceRound> {
  const { source, filter } = request;
  const sort =
    source.sortKeyAtMost !== null
      ? { atMost: source.sortKeyAtMost }
      : source.sortKeyPrefix !== null
        ? { beginsWith: source.sortKeyPrefix }
        : undefined;
  const round = await queryOnce(
    { index: keyIndexOf(source), partition: request.partition, ...(sort ? { sort } : {}) },
    {
      forward: source.forward,
      limit: request.limit,
      filter: filter && {
        expression: filter.FilterExpression,
        names: filter.ExpressionAttributeNames,
        values: filter.ExpressionAttributeValues,
      },
      startKey: request.startKey,
    },
  );
  return { items: round.items, scannedCount: round.scannedCount, lastKey: round.lastKey };
}

/** The listings of these ids that exist, by id. */
export async function getListings(
  dealIds: readonly string[],
): Promise<{ listings: Map<string, DealRecord>; itemsRead: number }> {
  const { items, itemsRead } = await batchGet(dealIds.map(dealKey));
  const listings = new Map(items.map((item) => fromDealItem(item)).map((deal) => [deal.dealId, deal]));
  return { listings, itemsRead };
}

/**
 * Most favourite items the one Query of a page's favourites reads (about 150 bytes each: 4 KB is
 * 0.5 read unit); a user with more favourites in the page's id range gets the BatchGet instead.
 */
export const FAVORITE_LOOKUP_MAX_ITEMS = 100;

/**
 * Which of these listings the user has saved as favourites: one Query of the user's favourite
 * items between the page's lowest and highest listing id (a Query is billed by the bytes it reads,
 * a BatchGet by the key: 20 keys cost 10 read units, the Query of a few favourites 0.5). When the
 * range holds more than FAVORITE_LOOKUP_MAX_ITEMS favourites, a BatchGet of the page's keys
 * answers instead.
 */
export async function getFavoriteIds(
  userId: string,
  dealIds: readonly string[],
): Promise<{ favoriteIds: Set<string>; itemsRead: number }> {
  if (dealIds.length === 0) return { favoriteIds: new Set(), itemsRead: 0 };
  const sorted = [...dealIds].sort();
  const range = await queryOnce(
    {
      index: TABLE,
      partition: favoriteKey(userId, sorted[0]!).pk,
      sort: { between: [favoriteKey(userId, sorted[0]!).sk, favoriteKey(userId, sorted.at(-1)!).sk] },
    },
    { limit: FAVORITE_LOOKUP_MAX_ITEMS, projection: 'sk' },
  );
  const onPage = new Set(dealIds);
  const idsOf = (items: readonly Record<string, unknown>[]) =>
    items.map((item) => String(item.sk).slice(FAVORITE_PREFIX.length)).filter((dealId) => onPage.has(dealId));
  if (range.lastKey === undefined) {
    return { favoriteIds: new Set(idsOf(range.items)), itemsRead: range.scannedCount };
  }
  const { items, itemsRead } = await batchGet(dealIds.map((dealId) => favoriteKey(userId, dealId)));
  return { favoriteIds: new Set(idsOf(items)), itemsRead: range.scannedCount + itemsRead };
}
