/**
 * The webhook delivery queue's messages and how they are sent. One message asks for one attempt
 * of one delivery's chain; it carries no event data (the delivery item holds the body and the id).
 *
 * Waits longer than SQS's DelaySeconds ceiling (15 minutes) are made of hops: a message carries
 * the time its attempt is due (`notBefore`), is sent with the longest delay SQS allows, and the
 * consumer sends it on again, unchanged, until it is due (see docs/webhooks.md "Retries").
 */
import * as z from 'zod';
import { sendToQueue } from '../lib/work-queue';

/** SQS refuses a DelaySeconds above this. */
export const SQS_MAX_DELAY_SECONDS = 15 * 60;

export const webhookQueueMessageSchema = z
  .object({
    userId: z.string().min(1),
    deliveryId: z.string().min(1),
    chain: z.number().int().min(1),
    attempt: z.number().int().min(1),
    /** When the attempt is due (ISO 8601); absent means at once. */
    notBefore: z.iso.datetime().optional(),
  })
  .strict();
export type WebhookQueueMessage = z.infer<typeof webhookQueueMessageSchema>;

/** Sends a message to the delivery queue, after at most `delaySeconds`; injected in tests. */
export type WebhookQueueSender = (message: WebhookQueueMessage, delaySeconds: number) => Promise<void>;

/** The DelaySeconds of a message due in `seconds`: whole seconds, within what SQS accepts. */
export function sqsDelaySeconds(seconds: number): number {
  return Math.min(SQS_MAX_DELAY_SECONDS, Math.max(0, Math.ceil(seconds)));
}

/** Sends on the queue named by WEBHOOK_QUEUE_URL (set only on functions granted to send). */
export const sendWebhookQueueMessage: WebhookQueueSender = (message, delaySeconds) =>
  sendToQueue('WEBHOOK_QUEUE_URL', webhookQueueMessageSchema.parse(message), sqsDelaySeconds(delaySeconds));
