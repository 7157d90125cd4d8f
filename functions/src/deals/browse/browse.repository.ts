/**
 * The DynamoDB reads of browse: one Query round of a plan's source, and the BatchGets of listings
 * and of the caller's favourites. Each answer says how many items DynamoDB read for it, so the
 * service can account for every item a page costs.
 */
import { batchGet } from '../../db/batch';
import type { PageKey } from '../../db/cursor';
import { type DealRecord, dealKey, fromDealItem } from '../../db/entities/deal.entity';
import { FAVORITE_PREFIX, favoriteKey } from '../../db/entities/favorite.entity';
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

/** Which of these listings the user has saved as favourites. */
export async function getFavoriteIds(
  userId: string,
  dealIds: readonly string[],
): Promise<{ favoriteIds: Set<string>; itemsRead: number }> {
  const { items, itemsRead } = await batchGet(dealIds.map((dealId) => favoriteKey(userId, dealId)));
  const favoriteIds = new Set(items.map((item) => String(item.sk).slice(FAVORITE_PREFIX.length)));
  return { favoriteIds, itemsRead };
}
