/**
 * A listing's activity: one item per day with its counters (views, unique viewers, favourites,
 * interests, offers), and one viewer marker per person who viewed it, under the listing's partition.
 *
 * Access patterns:
 * - analytics: Query pk=DEAL#<dealId>, sk BETWEEN ACTIVITY#<first day> AND ACTIVITY#<last day>;
 *   missing days are zeros
 * - count a view: one transaction of the viewer marker Put (`attribute_not_exists(pk)`), ADD on the
 *   listing's counters and ADD on the day's; when the marker exists (a repeat viewer) only the two
 *   view ADDs
 * - count a favourite, interest or offer: an ADD on the day's item in the transaction that writes it
 *
 * Counters change only by ADD, never by a rewrite, so nothing landing during an edit is lost.
 */
import * as z from 'zod';
import { DEAL_PREFIX } from './deal.entity';

export const DEAL_ACTIVITY_ENTITY = 'DealActivity';

export const DEAL_VIEWER_ENTITY = 'DealViewer';

/** Sort-key prefix of a listing's per-day activity counters (views, favourites, interests, offers). */
export const DEAL_ACTIVITY_PREFIX = 'ACTIVITY#';

/** One day of a listing's activity (date YYYY-MM-DD, UTC). */
export const dealActivityKey = (dealId: string, date: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${DEAL_ACTIVITY_PREFIX}${date}`,
});

/** Marks that a user has viewed a listing, so unique viewers count each person once. */
export const dealViewerKey = (dealId: string, userId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `VIEWER#${userId}`,
});

/** One day of a listing's activity as stored; counters are added with ADD, absent ones are 0. */
export const dealActivityRecordSchema = z.object({
  date: z.string(),
  views: z.number().int().default(0),
  uniqueViewers: z.number().int().default(0),
  favorites: z.number().int().default(0),
  interests: z.number().int().default(0),
  offers: z.number().int().default(0),
});

export type DealActivityRecord = z.infer<typeof dealActivityRecordSchema>;

export type DealActivityCounter = Exclude<keyof DealActivityRecord, 'date'>;

/** Key and fixed attributes of a day's activity item, SET (if_not_exists) next to the ADDed counters. */
export function dealActivityItemBase(dealId: string, date: string) {
  return { key: dealActivityKey(dealId, date), attributes: { entity: DEAL_ACTIVITY_ENTITY, dealId, date } };
}

export function fromDealActivityItem(item: Record<string, unknown>): DealActivityRecord {
  return dealActivityRecordSchema.parse(item);
}

/** The marker of a user's first view of a listing (unique viewers). */
export function toDealViewerItem(dealId: string, userId: string, at: string) {
  return { ...dealViewerKey(dealId, userId), entity: DEAL_VIEWER_ENTITY, dealId, userId, firstViewedAt: at };
}
