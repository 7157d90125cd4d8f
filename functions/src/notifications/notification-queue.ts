/**
 * Sends events to the notifications queue (NOTIFICATIONS_QUEUE_URL). Services never call it: they
 * publish an event once their change is stored, and events/event-routes.ts sends the message.
 */
import { sendToQueue } from '../lib/work-queue';
import { notificationMessageSchema, type NotificationMessage } from './notification-message';

/** Enqueues one event; throws when the queue is not configured or SQS refuses it. */
export async function enqueueNotification(message: NotificationMessage): Promise<void> {
  await sendToQueue('NOTIFICATIONS_QUEUE_URL', notificationMessageSchema.parse(message));
}
