/**
 * Deal alert items (issue #5 "Alerts", docs/alerts.md).
 *
 * Access patterns (docs/data-model.md "Alerts"):
 * - buyers a new listing may interest: Query pk=ALERTZIP#<zip> and pk=ALERTCITY#<ST>#<city>
 *   (alert-index items, one per buyer and buy box / preferences ZIP, or preferences city), then
 *   BatchGet their User items and run matchDeal
 * - buyers with first right of refusal: Query pk=ALERTS#FIRST_REFUSAL
 * - a buyer's alerts, newest listing first: Query pk=USER#<userId>, sk begins_with ALERT#, backwards
 * - one alert (idempotent create, send claim): GetItem / conditional Put pk=USER#<userId>, sk=ALERT#<dealId>
 * - the digest alerts of one window: Query gsi1 gsi1pk=ALERTDIGEST#<windowKey> (grouped by buyer)
 * - a digest sent once per buyer and window: conditional Put pk=USER#<userId>, sk=DIGEST#<windowKey>
 * - exclusive listings whose delay ended: Query pk=ALERTS#EXCLUSIVITY_ENDS, sk <= <now>
 */
import { z } from 'zod';
import { alertChannelSchema } from '#shared/alerts/alert-api';
import { ALERT_FREQUENCIES } from '#shared/alerts/alert-frequency';
import { matchReasonSchema } from '#shared/alerts/deal-match';
import { GSI1 } from '../indexes';
import { USER_PREFIX } from './user.entity';

export const ALERT_INDEX_ENTITY = 'AlertIndex';
export const FIRST_REFUSAL_BUYER_ENTITY = 'FirstRefusalBuyer';
export const DEAL_ALERT_ENTITY = 'DealAlert';
export const DIGEST_SENT_ENTITY = 'DigestSent';
export const EXCLUSIVITY_END_ENTITY = 'ExclusivityEnd';

/** The digest alerts due in one digest window, grouped by buyer. */
export const DIGEST_ALERTS_INDEX = GSI1;

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

/**
 * A buyer's alert of one listing (under the buyer's partition). Created with a conditional put, so
 * a listing alerts a buyer once; read backwards it lists the newest listings first (ULID ids).
 */
export const ALERT_PREFIX = 'ALERT#';
export const dealAlertKey = (userId: string, dealId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${ALERT_PREFIX}${dealId}`,
});

/** gsi1 partition of the digest alerts due in one digest window (its key, e.g. `daily:2026-11-20`). */
export const digestAlertsPartition = (windowKey: string) => `ALERTDIGEST#${windowKey}`;
/** gsi1 key of a digest alert: the window's alerts grouped by buyer. */
export const digestAlertKey = (windowKey: string, userId: string, dealId: string) => ({
  gsi1pk: digestAlertsPartition(windowKey),
  gsi1sk: `${userId}#${dealId}`,
});

/** That a buyer's digest of one window went out: a conditional put makes it go out once. */
export const digestSentKey = (userId: string, windowKey: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `DIGEST#${windowKey}`,
});

/**
 * When an exclusive listing's first-refusal delay ends: one item per listing in one partition,
 * sorted by that instant, so the scheduled job reads the due ones with one Query (exclusive
 * listings are few and short-lived).
 */
export const EXCLUSIVITY_ENDS_PARTITION = 'ALERTS#EXCLUSIVITY_ENDS';
export const exclusivityEndKey = (endsAt: string, dealId: string) => ({
  pk: EXCLUSIVITY_ENDS_PARTITION,
  sk: `${endsAt}#${dealId}`,
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

/** A buyer's alert of a listing as stored. */
export const dealAlertRecordSchema = z.object({
  userId: z.string(),
  dealId: z.string(),
  reasons: z.array(matchReasonSchema),
  frequency: z.enum(ALERT_FREQUENCIES),
  channel: alertChannelSchema,
  /** The digest window it belongs to (digest alerts only). */
  windowKey: z.string().nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DealAlertRecord = z.infer<typeof dealAlertRecordSchema>;

/** The stored alert: a digest alert also sits in its window's gsi1 partition until the digest goes. */
export function toDealAlertItem(alert: DealAlertRecord) {
  const record = dealAlertRecordSchema.parse(alert);
  return {
    ...dealAlertKey(record.userId, record.dealId),
    ...(record.windowKey ? digestAlertKey(record.windowKey, record.userId, record.dealId) : {}),
    entity: DEAL_ALERT_ENTITY,
    ...record,
  };
}

export function fromDealAlertItem(item: Record<string, unknown>): DealAlertRecord {
  return dealAlertRecordSchema.parse(item);
}

/** The marker that a buyer's digest of a window went out. */
export function toDigestSentItem(userId: string, windowKey: string, at: string, dealIds: string[]) {
  return {
    ...digestSentKey(userId, windowKey),
    entity: DIGEST_SENT_ENTITY,
    userId,
    windowKey,
    sentAt: at,
    dealIds,
  };
}

/** When an exclusive listing's delay ends. */
export function toExclusivityEndItem(dealId: string, endsAt: string) {
  return { ...exclusivityEndKey(endsAt, dealId), entity: EXCLUSIVITY_END_ENTITY, dealId, endsAt };
}

export const exclusivityEndSchema = z.object({ dealId: z.string(), endsAt: z.string() });
export type ExclusivityEnd = z.infer<typeof exclusivityEndSchema>;
