/**
 * Sends events to the notifications queue (NOTIFICATIONS_QUEUE_URL). Services call
 * `notifyAfterCommit` once their change is stored: the change stands whatever happens to the
 * notification, so a failed enqueue is logged, never answered as an error.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { env } from '../lib/env';
import { notificationMessageSchema, type NotificationMessage } from './notification-message';

let client: SQSClient | undefined;
const sqs = () => (client ??= new SQSClient({ region: env().AWS_REGION }));

/** Enqueues one event; throws when the queue is not configured or SQS refuses it. */
export async function enqueueNotification(message: NotificationMessage): Promise<void> {
  const queueUrl = env().NOTIFICATIONS_QUEUE_URL;
  if (!queueUrl) throw new Error('NOTIFICATIONS_QUEUE_URL is not set');
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(notificationMessageSchema.parse(message)),
    }),
  );
}

/**
 * Enqueues an event after the change it describes was committed. Never throws: answers false and
 * logs when the event could not be enqueued (the people concerned are then not notified).
 */
export async function notifyAfterCommit(message: NotificationMessage): Promise<boolean> {
  try {
    await enqueueNotification(message);
    return true;
  } catch (error) {
    console.error(
      JSON.stringify({ message: 'Could not enqueue a notification', event: message, error: String(error) }),
    );
    return false;
  }
}
