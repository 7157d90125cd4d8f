/**
 * The DynamoDB reads of browse: one Query round of a plan's source, and the BatchGets of listings
 * and of the caller's favourites. Each answer says how many items DynamoDB read for it, so the
 * service can account for every item a page costs.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../../db/batch';
import type { PageKey } from '../../db/cursor';
import { fromDealItem, type DealRecord } from '../../db/entities/deal.entity';
import { FAVORITE_PREFIX, dealKey, favoriteKey } from '../../db/keys';
import { tableName } from '../../db/table';
import { dynamo } from '../../lib/clients';
import type { FilterExpressionParts } from './browse-filter';
import { keyAttributesOf, type BrowseSource } from './browse-plan';

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
  const { source, partition, filter } = request;
  const attributes = keyAttributesOf(source);
  let keyCondition = '#k_pk = :k_pk';
  const values: Record<string, unknown> = { ':k_pk': partition };
  if (source.sortKeyAtMost !== null) {
    keyCondition += ' AND #k_sk <= :k_sk';
    values[':k_sk'] = source.sortKeyAtMost;
  } else if (source.sortKeyPrefix !== null) {
    keyCondition += ' AND begins_with(#k_sk, :k_sk)';
    values[':k_sk'] = source.sortKeyPrefix;
  }
  const names: Record<string, string> = { '#k_pk': attributes.partition };
  if (':k_sk' in values) names['#k_sk'] = attributes.sort;
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      ...(source.index ? { IndexName: source.index } : {}),
      KeyConditionExpression: keyCondition,
      ...(filter ? { FilterExpression: filter.FilterExpression } : {}),
      ExpressionAttributeNames: { ...names, ...filter?.ExpressionAttributeNames },
      ExpressionAttributeValues: { ...values, ...filter?.ExpressionAttributeValues },
      ScanIndexForward: source.forward,
      Limit: request.limit,
      ...(request.startKey ? { ExclusiveStartKey: request.startKey } : {}),
    }),
  );
  return {
    items: result.Items ?? [],
    scannedCount: result.ScannedCount ?? 0,
    lastKey: result.LastEvaluatedKey as PageKey | undefined,
  };
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
