/**
 * Notification items (docs/data-model.md "Notification", docs/notifications.md).
 *
 * Access patterns:
 * - a user's in-app notifications, newest first: Query pk=USER#<userId>, sk begins_with
 *   NOTIFICATION#, backwards (ids are ULIDs of the event's time)
 * - one notification (mark read): UpdateItem pk=USER#<userId>, sk=NOTIFICATION#<notificationId>
 * - a user's unread notifications (count, mark all read): Query gsi1 gsi1pk=UNREAD_NOTIFICATIONS#<userId>;
 *   the gsi1 keys exist only while the notification is unread (a sparse index)
 * - the e-mail claim of an event for a recipient: conditional Put / GetItem
 *   pk=NOTIFICATION_DELIVERY#<eventId>, sk=<recipientId>#<channel>; expires after 30 days
 * - a listing's notification history, newest first: Query pk=DEAL#<dealId>, sk begins_with
 *   NOTIFIED#, backwards
 */
import {
  dealNotificationSchema,
  inAppNotificationSchema,
  type DealNotification,
  type InAppNotification,
} from '#shared/notifications/notification-api';
import { dealNotificationKey, notificationKey, unreadNotificationKey } from '../keys';
import { TTL_ATTRIBUTE } from '../table-definition';

export const NOTIFICATION_ENTITY = 'Notification';
export const NOTIFICATION_DELIVERY_ENTITY = 'NotificationDelivery';
export const DEAL_NOTIFICATION_ENTITY = 'DealNotification';

/** Long after SQS gives up on a message (14 days at most), so a claim outlives every redelivery. */
export const DELIVERY_CLAIM_DAYS = 30;

/** The stored in-app notification of a recipient: unread ones carry the unread index keys. */
export function toNotificationItem(recipientId: string, notification: InAppNotification) {
  const record = inAppNotificationSchema.parse(notification);
  return {
    ...notificationKey(recipientId, record.notificationId),
    ...(record.readAt === null ? unreadNotificationKey(recipientId, record.notificationId) : {}),
    entity: NOTIFICATION_ENTITY,
    recipientId,
    ...record,
  };
}

export function fromNotificationItem(item: Record<string, unknown>): InAppNotification {
  return inAppNotificationSchema.parse(item);
}

/** The state of an e-mail claim: being sent (or lost mid-send), or sent at `sentAt`. */
export type DeliveryState = { state: 'sending'; claimedAt: string } | { state: 'sent'; sentAt: string };

/** A new claim: `sending`, expiring DELIVERY_CLAIM_DAYS after it was made. */
export function toDeliveryClaimItem(key: { pk: string; sk: string }, claimedAt: string) {
  return {
    ...key,
    entity: NOTIFICATION_DELIVERY_ENTITY,
    state: 'sending' as const,
    claimedAt,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(claimedAt) / 1000) + DELIVERY_CLAIM_DAYS * 24 * 60 * 60,
  };
}

export function fromDeliveryClaimItem(item: Record<string, unknown>): DeliveryState {
  return item.state === 'sent'
    ? { state: 'sent', sentAt: String(item.sentAt) }
    : { state: 'sending', claimedAt: String(item.claimedAt) };
}

/** A line of a listing's notification history. */
export function toDealNotificationItem(dealId: string, entry: DealNotification) {
  const record = dealNotificationSchema.parse(entry);
  return { ...dealNotificationKey(dealId, record), entity: DEAL_NOTIFICATION_ENTITY, dealId, ...record };
}

export function fromDealNotificationItem(item: Record<string, unknown>): DealNotification {
  return dealNotificationSchema.parse(item);
}
