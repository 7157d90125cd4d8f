/**
 * The deal alerts queue (ALERTS_QUEUE_URL): "this listing was listed or turned active, find the
 * buyers it matches". The message names the listing and what happened; the consumer reads the
 * listing as it is then, so a message handled twice or late does no harm (docs/alerts.md).
 */
import * as z from 'zod';
import { sendToQueue } from '../lib/work-queue';

export const alertsQueueMessageSchema = z
  .object({
    dealId: z.string().min(1),
    /** `listed`: a new listing (exclusive or active); `activated`: an exclusive one turned active. */
    event: z.enum(['listed', 'activated']),
    /** When it happened (ISO 8601). */
    at: z.iso.datetime(),
  })
  .strict();
export type AlertsQueueMessage = z.infer<typeof alertsQueueMessageSchema>;

/** Enqueues one message (events/ does, after commit); throws when unconfigured or refused. */
export async function enqueueAlerts(message: AlertsQueueMessage): Promise<void> {
  await sendToQueue('ALERTS_QUEUE_URL', alertsQueueMessageSchema.parse(message));
}
