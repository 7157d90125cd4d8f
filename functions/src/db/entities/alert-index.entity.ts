/**
 * Alert-index items: where buyers buy, so a new listing finds the buyers it may interest without a
 * Scan, and the buyers with first right of refusal.
 *
 * Access patterns:
 * - buyers a new listing may interest: Query pk=ALERTZIP#<zip> and pk=ALERTCITY#<ST>#<city>
 *   (projection userId; one item per buyer and buy box / preferences ZIP, or preferences city),
 *   then BatchGet their User items and run matchDeal: two partitions per listing, however many
 *   buyers the marketplace has
 * - buyers with first right of refusal (an exclusive listing): Query pk=ALERTS#FIRST_REFUSAL
 * - a buyer's searches saved: BatchWriteItem deleting the entries they lost and putting every entry
 *   they have now (idempotent)
 *
 * The city is trimmed, single-spaced and lower-cased, the state upper-cased, as matchDeal compares
 * them. ALERTS#FIRST_REFUSAL is one partition by design: first-refusal buyers are a few chosen by
 * admins.
 */
import { USER_PREFIX } from './user.entity';

export const ALERT_INDEX_ENTITY = 'AlertIndex';

export const FIRST_REFUSAL_BUYER_ENTITY = 'FirstRefusalBuyer';

/** Which search of a buyer an alert-index item stands for. */
export type AlertSearchSource = 'buyBox' | 'preferences';

/**
 * Alert index: one item per buyer and ZIP of their buy box or preferences, under the ZIP's
 * partition, so a new listing finds the buyers it may interest with one Query per ZIP.
 */
export const alertIndexByZipPartition = (zipCode: string) => `ALERTZIP#${zipCode}`;

export const alertIndexByZipKey = (zipCode: string, source: AlertSearchSource, userId: string) => ({
  pk: alertIndexByZipPartition(zipCode),
  sk: `${source}#${userId}`,
});

/** Alert index of preferences with no ZIPs: one item under the state + city (trimmed, lower-cased). */
export const alertIndexByCityPartition = (state: string, city: string) =>
  `ALERTCITY#${state.toUpperCase()}#${city.trim().replace(/\s+/g, ' ').toLowerCase()}`;

export const alertIndexByCityKey = (state: string, city: string, userId: string) => ({
  pk: alertIndexByCityPartition(state, city),
  sk: `preferences#${userId}`,
});

/** Every buyer with first right of refusal: one item each, so a new exclusive listing reads them at once. */
export const FIRST_REFUSAL_BUYERS_PARTITION = 'ALERTS#FIRST_REFUSAL';

export const firstRefusalBuyerKey = (userId: string) => ({
  pk: FIRST_REFUSAL_BUYERS_PARTITION,
  sk: `${USER_PREFIX}${userId}`,
});

/** Where a buyer's search says they buy: what their alert-index items are made of. */
export interface AlertIndexEntry {
  source: AlertSearchSource;
  zipCode?: string;
  state?: string;
  city?: string;
}

/** The key of one alert-index item. */
export function alertIndexEntryKey(entry: AlertIndexEntry, userId: string) {
  if (entry.zipCode) return alertIndexByZipKey(entry.zipCode, entry.source, userId);
  return alertIndexByCityKey(entry.state ?? '', entry.city ?? '', userId);
}

/** An alert-index item: its key names the place; the item names the buyer. */
export function toAlertIndexItem(entry: AlertIndexEntry, userId: string) {
  return { ...alertIndexEntryKey(entry, userId), entity: ALERT_INDEX_ENTITY, userId, source: entry.source };
}

/** A buyer's item in the first-refusal partition. */
export function toFirstRefusalBuyerItem(userId: string, at: string) {
  return { ...firstRefusalBuyerKey(userId), entity: FIRST_REFUSAL_BUYER_ENTITY, userId, grantedAt: at };
}
