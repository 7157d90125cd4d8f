/**
 * Deal alert items of a buyer, and the markers that a digest went out (docs/alerts.md says how they
 * are written and why nothing is sent twice).
 *
 * Access patterns:
 * - a buyer's alerts, newest listing first: Query pk=USER#<userId>, sk begins_with ALERT#,
 *   backwards (listing ids are ULIDs); then BatchGet the listings
 * - one alert (idempotent create, send claim): GetItem / conditional Put pk=USER#<userId>,
 *   sk=ALERT#<dealId>; claiming it for sending is an Update conditioned on sentAt being null
 * - the digest alerts still to send in one window: Query gsi1 gsi1pk=ALERTDIGEST#<windowKey>
 *   (grouped by buyer; sparse: sending removes the keys, so a run reads only what is left)
 * - a digest sent once per buyer and window: conditional Put pk=USER#<userId>, sk=DIGEST#<windowKey>
 */
import * as z from 'zod';
import { alertChannelSchema } from '#shared/alerts/alert-api';
import { ALERT_FREQUENCIES } from '#shared/alerts/alert-frequency';
import { matchReasonSchema } from '#shared/alerts/deal-match';
import { GSI1 } from '../indexes';
import { USER_PREFIX } from './user.entity';

export const DEAL_ALERT_ENTITY = 'DealAlert';
export const DIGEST_SENT_ENTITY = 'DigestSent';
/** The digest alerts due in one digest window, grouped by buyer. */
export const DIGEST_ALERTS_INDEX = GSI1;

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

/** A digest alert once its digest went: `sentAt` set, out of its window's partition (no gsi1 keys). */
export function toSentDigestAlertItem(alert: DealAlertRecord, sentAt: string) {
  const record = dealAlertRecordSchema.parse({ ...alert, sentAt });
  return { ...dealAlertKey(record.userId, record.dealId), entity: DEAL_ALERT_ENTITY, ...record };
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
