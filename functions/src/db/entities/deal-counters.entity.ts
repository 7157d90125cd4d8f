/**
 * A listing's view counters, in a small item of their own beside the listing: a view ADDs here
 * instead of rewriting the listing item and every index entry it has (docs/decisions/deal-counters.md).
 *
 * Access patterns:
 * - count a view: ADD viewCount (and uniqueViewerCount on a person's first view) on
 *   pk=DEAL#<dealId>, sk=COUNTERS, in the view's transaction (deal-activity.entity.ts), the item
 *   created by the first ADD
 * - show one listing's counts (detail, edit, status change, analytics): GetItem of the same key
 * - show a page of listings' counts (the seller's dashboard): one BatchGetItem of the page's keys
 *
 * Listings stored before the counters moved keep their counts on the listing item (viewCount,
 * uniqueViewerCount, no longer written): a listing's count is that legacy value plus this item's,
 * and an absent item counts 0, so nothing counted before is lost.
 */
import * as z from 'zod';
import { DEAL_PREFIX, type DealRecord } from './deal.entity';

export const DEAL_COUNTERS_ENTITY = 'DealCounters';

/** Sort key of a listing's counters item. */
export const DEAL_COUNTERS_SORT_KEY = 'COUNTERS';

/** Primary key of a listing's counters item. */
export const dealCountersKey = (dealId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: DEAL_COUNTERS_SORT_KEY,
});

/** The counters as stored; absent ones (never ADDed) are 0. */
export const dealCountersSchema = z.object({
  viewCount: z.number().int().default(0),
  uniqueViewerCount: z.number().int().default(0),
});

export type DealCounters = z.infer<typeof dealCountersSchema>;

/** The name of one of a listing's counters kept in this item. */
export type DealCounter = keyof DealCounters;

/** Counters of a listing that has no counters item yet. */
export const NO_COUNTS: DealCounters = { viewCount: 0, uniqueViewerCount: 0 };

/** Key and fixed attributes of the counters item, SET (if_not_exists) next to the ADDed counters. */
export function dealCountersItemBase(dealId: string) {
  return { key: dealCountersKey(dealId), attributes: { entity: DEAL_COUNTERS_ENTITY, dealId } };
}

/** The whole counters item (the seed writes it for demo listings). */
export function toDealCountersItem(dealId: string, counters: DealCounters) {
  const { key, attributes } = dealCountersItemBase(dealId);
  return { ...key, ...attributes, ...dealCountersSchema.parse(counters) };
}

/** Reads a stored counters item back (null: no item, every counter 0). */
export function fromDealCountersItem(item: Record<string, unknown> | undefined): DealCounters {
  return item ? dealCountersSchema.parse(item) : NO_COUNTS;
}

/**
 * A listing with its view counts: what its own item still holds from before the counters moved
 * (0 for listings stored since), plus its counters item.
 */
export function withViewCounters(deal: DealRecord, counters: DealCounters): DealRecord {
  return {
    ...deal,
    viewCount: deal.viewCount + counters.viewCount,
    uniqueViewerCount: deal.uniqueViewerCount + counters.uniqueViewerCount,
  };
}
