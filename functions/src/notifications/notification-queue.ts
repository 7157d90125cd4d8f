/**
 * Sends events to the notifications queue (NOTIFICATIONS_QUEUE_URL). Services call
 * `notifyAfterCommit` once their change is stored: the change stands whatever happens to the
 * notification, so a failed enqueue is logged, never answered as an error.
 */
import { enqueueAfterCommit, sendToQueue } from '../lib/work-queue';
import { notificationMessageSchema, type NotificationMessage } from './notification-message';

/** Enqueues one event; throws when the queue is not configured or SQS refuses it. */
export async function enqueueNotification(message: NotificationMessage): Promise<void> {
  await sendToQueue('NOTIFICATIONS_QUEUE_URL', notificationMessageSchema.parse(message));
}

/**
 * Enqueues an event after the change it describes was committed. Never throws: answers false and
 * logs when the event could not be enqueued (the people concerned are then not notified).
 */
export function notifyAfterCommit(message: NotificationMessage): Promise<boolean> {
  return enqueueAfterCommit('Could not enqueue a notification', message, () => enqueueNotification(message));
}
