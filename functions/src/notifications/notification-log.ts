/**
 * A listing's notification history (docs/requirements.md#r6-4: only its owner sees it): every sender records
 * here, per recipient and channel, who was notified about the listing, when, how and why. The offer
 * notifications consumer, the deal alert senders and the text alert sender call `recordDealNotifications`.
 */
import { notificationKindSchema, type NotificationChannel } from '#shared/notifications/notification-api';
import { putDealNotifications } from './notifications.repository';

/** One notification sent about a listing. */
export interface DealNotificationEntry {
  dealId: string;
  recipientId: string;
  recipientName: string;
  channel: NotificationChannel;
  /** One of NOTIFICATION_KINDS (shared/src/notifications/notification-api.ts); others throw. */
  kind: string;
  /** ISO time it was sent; the same entry recorded twice (a retry) stays one line. */
  sentAt: string;
}

/** Records notifications in their listings' histories; throws on an unknown kind. */
export async function recordDealNotifications(entries: DealNotificationEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await putDealNotifications(
    entries.map((entry) => ({ ...entry, kind: notificationKindSchema.parse(entry.kind) })),
  );
}
