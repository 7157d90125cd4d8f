/**
 * Webhook items of one seller, all in the partition WEBHOOK#<userId> (docs/webhooks.md). The
 * enabled flag and the URL are on the User item, so the user answer and the settings always agree.
 *
 * Access patterns:
 * - the signing secret and the "turned off by a 410" notice: GetItem pk=WEBHOOK#<userId>, sk=SECRET
 * - one delivery (the consumer, redelivery): GetItem sk=DELIVERY#<deliveryId>
 * - the delivery log, newest first: Query pk=WEBHOOK#<userId>, sk begins_with ATTEMPT#,
 *   ScanIndexForward=false (attempt ids are ULIDs of the attempt's time)
 * Deliveries and attempts expire (TTL) WEBHOOK_LOG_RETENTION_DAYS after they were last written.
 */
import * as z from 'zod';
import {
  webhookAttemptSchema,
  webhookEventTypeSchema,
  type WebhookAttempt,
} from '#shared/webhooks/webhook-api';
import { TTL_ATTRIBUTE } from '../table-definition';

export const WEBHOOK_SECRET_ENTITY = 'WebhookSecret';
export const WEBHOOK_DELIVERY_ENTITY = 'WebhookDelivery';
export const WEBHOOK_ATTEMPT_ENTITY = 'WebhookAttempt';

/** The partition of one seller's webhook: its secret item, its deliveries and their attempts. */
export const webhookPartition = (userId: string) => `WEBHOOK#${userId}`;

/** The seller's signing secret and the "turned off by a 410" notice (the URL and flag are on the User item). */
export const webhookSecretKey = (userId: string) => ({ pk: webhookPartition(userId), sk: 'SECRET' });

/** Sort-key prefix of a seller's deliveries; delivery ids are ULIDs. */
export const WEBHOOK_DELIVERY_PREFIX = 'DELIVERY#';
/** One delivery: an event's webhook-id and exact body, and where its chain of attempts stands. */
export const webhookDeliveryKey = (userId: string, deliveryId: string) => ({
  pk: webhookPartition(userId),
  sk: `${WEBHOOK_DELIVERY_PREFIX}${deliveryId}`,
});

/** Sort-key prefix of a seller's delivery attempts (the log, newest first when read backwards). */
export const WEBHOOK_ATTEMPT_PREFIX = 'ATTEMPT#';
/** One attempt; attempt ids are ULIDs of the attempt's time, so the log reads in time order. */
export const webhookAttemptKey = (userId: string, attemptId: string) => ({
  pk: webhookPartition(userId),
  sk: `${WEBHOOK_ATTEMPT_PREFIX}${attemptId}`,
});

/** How long the delivery log keeps a delivery and its attempts. */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;

/** Epoch seconds at which an item written at `at` expires. */
export function webhookLogExpiry(at: Date): number {
  return Math.floor(at.getTime() / 1000) + WEBHOOK_LOG_RETENTION_DAYS * 24 * 3600;
}

export const webhookSecretRecordSchema = z.object({
  userId: z.string(),
  /** `whsec_…`; see docs/webhooks.md "Secret storage" for why it is kept and who can read it. */
  secret: z.string(),
  createdAt: z.string(),
  disabledByReceiver: z.object({ at: z.string(), status: z.number().int() }).nullable().default(null),
});
export type WebhookSecretRecord = z.infer<typeof webhookSecretRecordSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'canceled'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliveryRecordSchema = z.object({
  userId: z.string(),
  deliveryId: z.string(),
  /** The `webhook-id` header: the same on every attempt and every redelivery. */
  webhookId: z.string(),
  eventType: webhookEventTypeSchema,
  /** The serialised event, sent byte for byte on every attempt (the signature covers it). */
  body: z.string(),
  createdAt: z.string(),
  /** 1 for the automatic chain; each manual redelivery starts the next chain. */
  chain: z.number().int().min(1),
  /** True while the current chain is a redelivery the seller asked for. */
  manual: z.boolean(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Attempts made in the current chain. */
  attemptsMade: z.number().int().min(0),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The attempt made last (any chain): the next attempt's `previousAttemptId`. */
  lastAttemptId: z.string().nullable().default(null),
  /**
   * Set when a consumer claimed attempt `attemptsMade + 1` to send it, removed when it recorded
   * it: an attempt is claimed before anything goes out (docs/webhooks.md "One send per attempt").
   */
  inFlightSince: z.string().optional(),
});
export type WebhookDeliveryRecord = z.infer<typeof webhookDeliveryRecordSchema>;

export const webhookAttemptRecordSchema = webhookAttemptSchema.extend({ userId: z.string() });
export type WebhookAttemptRecord = z.infer<typeof webhookAttemptRecordSchema>;

export function toWebhookSecretItem(record: WebhookSecretRecord) {
  const parsed = webhookSecretRecordSchema.parse(record);
  return { ...webhookSecretKey(parsed.userId), entity: WEBHOOK_SECRET_ENTITY, ...parsed };
}

export function fromWebhookSecretItem(item: Record<string, unknown>): WebhookSecretRecord {
  return webhookSecretRecordSchema.parse(item);
}

export function toWebhookDeliveryItem(record: WebhookDeliveryRecord, now: Date) {
  const parsed = webhookDeliveryRecordSchema.parse(record);
  return {
    ...webhookDeliveryKey(parsed.userId, parsed.deliveryId),
    entity: WEBHOOK_DELIVERY_ENTITY,
    ...parsed,
    [TTL_ATTRIBUTE]: webhookLogExpiry(now),
  };
}

export function fromWebhookDeliveryItem(item: Record<string, unknown>): WebhookDeliveryRecord {
  return webhookDeliveryRecordSchema.parse(item);
}

export function toWebhookAttemptItem(record: WebhookAttemptRecord, now: Date) {
  const parsed = webhookAttemptRecordSchema.parse(record);
  return {
    ...webhookAttemptKey(parsed.userId, parsed.attemptId),
    entity: WEBHOOK_ATTEMPT_ENTITY,
    ...parsed,
    [TTL_ATTRIBUTE]: webhookLogExpiry(now),
  };
}

/** An attempt as the log answers it (zod strips the keys and the owner). */
export function fromWebhookAttemptItem(item: Record<string, unknown>): WebhookAttempt {
  // Attempts logged before chains were recorded (they expire within the retention) were chain 1.
  const legacy = { chain: 1, cause: item.attempt === 1 ? 'initial' : 'retry', previousAttemptId: null };
  return webhookAttemptSchema.parse({ ...legacy, ...item });
}
