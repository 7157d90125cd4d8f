/**
 * The deal alerts queue (ALERTS_QUEUE_URL): "this listing was listed or turned active, find the
 * buyers it matches". The message names the listing and what happened; the consumer reads the
 * listing as it is then, so a message handled twice or late does no harm (docs/alerts.md).
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { z } from 'zod';
import { env } from '../lib/env';

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

let client: SQSClient | undefined;

/** Enqueues one message; throws when the queue is not configured or SQS refuses it. */
export async function enqueueAlerts(message: AlertsQueueMessage): Promise<void> {
  const queueUrl = env().ALERTS_QUEUE_URL;
  if (!queueUrl)
    throw new Error('ALERTS_QUEUE_URL is not set: this function was not granted queue:alerts:send');
  client ??= new SQSClient({ region: env().AWS_REGION });
  await client.send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(alertsQueueMessageSchema.parse(message)),
    }),
  );
}

/**
 * Enqueues alerts work after the listing change was committed. Never throws: the listing stands
 * whatever happens to its alerts, so a failure is logged (and the buyers are not alerted).
 */
export async function enqueueAlertsAfterCommit(message: AlertsQueueMessage): Promise<boolean> {
  try {
    await enqueueAlerts(message);
    return true;
  } catch (error) {
    console.error(
      JSON.stringify({ message: 'Could not enqueue deal alerts', event: message, error: String(error) }),
    );
    return false;
  }
}
