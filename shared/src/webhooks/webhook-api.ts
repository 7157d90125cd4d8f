/**
 * What the webhook routes answer (docs/requirements.md#r1-11, Profile › Integrations): the settings as the
 * seller sees them (never the secret, only a hint of it), the secret once when it is made, and the
 * delivery log, one row per attempt. docs/webhooks.md "Routes" describes them.
 */
import * as z from 'zod';
import { OFFER_SUBMITTED_EVENT_TYPE, WEBHOOK_TEST_EVENT_TYPE } from './offer-submitted-event';
import { cursorPageQuerySchema, cursorPageSchema } from '../api/cursor-page';

/** The event types a delivery can carry. */
export const webhookEventTypeSchema = z.enum([OFFER_SUBMITTED_EVENT_TYPE, WEBHOOK_TEST_EVENT_TYPE]);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** The signing secret as the settings show it: a hint to recognise it, never the secret. */
export const webhookSecretSummarySchema = z
  .object({
    /** `whsec_…` and the last four characters. */
    hint: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookSecretSummary' });
export type WebhookSecretSummary = z.infer<typeof webhookSecretSummarySchema>;

/** The offer-submitted webhook settings of the caller. */
export const webhookSettingsSchema = z
  .object({
    offerWebhookEnabled: z.boolean(),
    offerSubmittedUrl: z.string().nullable(),
    /** Null until a secret was generated. */
    secret: webhookSecretSummarySchema.nullable(),
    /**
     * Set when a receiver answered 410 Gone and the webhook was turned off for that; cleared when
     * the seller saves the settings again.
     */
    disabledByReceiver: z.object({ at: z.iso.datetime(), status: z.number().int() }).nullable(),
  })
  .meta({ id: 'WebhookSettings' });
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

/** Answer of generating or rotating the secret: the only time the secret itself is shown. */
export const webhookSecretCreatedSchema = webhookSecretSummarySchema
  .extend({ secret: z.string().startsWith('whsec_') })
  .meta({ id: 'WebhookSecretCreated' });
export type WebhookSecretCreated = z.infer<typeof webhookSecretCreatedSchema>;

/** Answer of "send test event" and "redeliver": the delivery that was queued. */
export const webhookDeliveryQueuedSchema = z
  .object({
    deliveryId: z.string(),
    /** The `webhook-id` header every attempt of this delivery carries. */
    webhookId: z.string(),
    eventType: webhookEventTypeSchema,
  })
  .meta({ id: 'WebhookDeliveryQueued' });
export type WebhookDeliveryQueued = z.infer<typeof webhookDeliveryQueuedSchema>;

/**
 * What one attempt came to:
 * - `delivered`: a 2xx answer;
 * - `retrying`: failed, another attempt is scheduled (`nextAttemptAt`);
 * - `failed`: failed for good (no attempt left, a 3xx or 4xx, or the URL was refused at send);
 * - `disabled`: the receiver answered 410 Gone and the webhook was turned off.
 */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'retrying', 'failed', 'disabled'] as const;
export const webhookAttemptOutcomeSchema = z.enum(WEBHOOK_ATTEMPT_OUTCOMES);
export type WebhookAttemptOutcome = z.infer<typeof webhookAttemptOutcomeSchema>;

/** Why an attempt got no HTTP status (or why it was not sent). */
export const WEBHOOK_ATTEMPT_ERRORS = ['timeout', 'networkError', 'addressRefused', 'notConfigured'] as const;
export const webhookAttemptErrorSchema = z.enum(WEBHOOK_ATTEMPT_ERRORS);
export type WebhookAttemptError = z.infer<typeof webhookAttemptErrorSchema>;

/**
 * Why an attempt was made: the first of a delivery, a scheduled retry of the one before it, or the
 * first of a chain the seller started by hand (redelivery).
 */
export const WEBHOOK_ATTEMPT_CAUSES = ['initial', 'retry', 'redelivery'] as const;
export const webhookAttemptCauseSchema = z.enum(WEBHOOK_ATTEMPT_CAUSES);
export type WebhookAttemptCause = z.infer<typeof webhookAttemptCauseSchema>;

/** One row of the delivery log: one attempt of one delivery. */
export const webhookAttemptSchema = z
  .object({
    attemptId: z.string(),
    deliveryId: z.string(),
    webhookId: z.string(),
    eventType: webhookEventTypeSchema,
    /** 1 for the first attempt of a chain; a manual redelivery starts a new chain at 1. */
    attempt: z.number().int().min(1),
    /** True for the attempts of a redelivery the seller asked for. */
    manual: z.boolean(),
    /** The chain the attempt belongs to: 1 for the automatic one, then one per redelivery. */
    chain: z.number().int().min(1),
    cause: webhookAttemptCauseSchema,
    /** The delivery's attempt made just before this one (in this chain or the one before), if any. */
    previousAttemptId: z.string().nullable(),
    attemptedAt: z.iso.datetime(),
    /** Null when no answer came (timeout, network error, refused URL). */
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int().min(0),
    outcome: webhookAttemptOutcomeSchema,
    error: webhookAttemptErrorSchema.nullable(),
    /** When the next attempt is due, for `retrying`. */
    nextAttemptAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookAttemptPageSchema = cursorPageSchema(webhookAttemptSchema, 'WebhookAttemptPage');
export type WebhookAttemptPage = z.infer<typeof webhookAttemptPageSchema>;

export const WEBHOOK_LOG_PAGE_SIZE = 20;
export const WEBHOOK_LOG_MAX_PAGE_SIZE = 100;

/** Query of the delivery log: a cursor page, newest first. */
export const webhookAttemptQuerySchema = cursorPageQuerySchema(WEBHOOK_LOG_MAX_PAGE_SIZE);
export type WebhookAttemptQuery = z.infer<typeof webhookAttemptQuerySchema>;

export const webhookDeliveryParamsSchema = z.object({ deliveryId: z.string().min(1).max(64) });
