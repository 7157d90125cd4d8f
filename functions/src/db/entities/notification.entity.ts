/**
 * Notification items (docs/notifications.md says how they are written and why each write is
 * idempotent). Notification ids are ULIDs of the event's time whose random part is a hash of
 * (event, recipient), so a redelivered event finds the notification it already wrote.
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
import { GSI1 } from '../indexes';
import { DEAL_PREFIX } from './deal.entity';
import { USER_PREFIX } from './user.entity';
import { TTL_ATTRIBUTE } from '../table-definition';

export const NOTIFICATION_ENTITY = 'Notification';
export const NOTIFICATION_DELIVERY_ENTITY = 'NotificationDelivery';
export const DEAL_NOTIFICATION_ENTITY = 'DealNotification';

/** A user's unread notifications (sparse: the keys are removed when read). */
export const UNREAD_NOTIFICATIONS_INDEX = GSI1;

/** Sort-key prefix of a user's in-app notifications (under the user's partition); ids are ULIDs. */
export const NOTIFICATION_PREFIX = 'NOTIFICATION#';
/** An in-app notification: a user's notifications read newest first (backwards, ULID order). */
export const notificationKey = (userId: string, notificationId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${NOTIFICATION_PREFIX}${notificationId}`,
});

/** gsi1 partition of one user's UNREAD notifications: sparse, the keys are removed when read. */
export const unreadNotificationsPartition = (userId: string) => `UNREAD_NOTIFICATIONS#${userId}`;
/** gsi1 key of an unread notification (count and "mark all read" read only the unread ones). */
export const unreadNotificationKey = (userId: string, notificationId: string) => ({
  gsi1pk: unreadNotificationsPartition(userId),
  gsi1sk: notificationId,
});

/**
 * The claim of one e-mail of one notification event to one recipient: created (conditional put)
 * before the e-mail is sent, so a redelivered queue message never sends it twice.
 */
export const notificationDeliveryKey = (eventId: string, recipientId: string, channel: string) => ({
  pk: `NOTIFICATION_DELIVERY#${eventId}`,
  sk: `${recipientId}#${channel}`,
});

/** Sort-key prefix of a listing's notification history (under the listing's partition). */
export const DEAL_NOTIFICATION_PREFIX = 'NOTIFIED#';
/**
 * A line of a listing's notification history, read newest first (backwards). Every part of the
 * event is in the key, so writing the same line again (a retry) overwrites instead of adding one.
 */
export const dealNotificationKey = (
  dealId: string,
  entry: { sentAt: string; recipientId: string; channel: string; kind: string },
) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${DEAL_NOTIFICATION_PREFIX}${entry.sentAt}#${entry.recipientId}#${entry.channel}#${entry.kind}`,
});

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
