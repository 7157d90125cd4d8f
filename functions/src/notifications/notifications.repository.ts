/**
 * Storage of notifications: users' in-app notifications (with the sparse unread index), the e-mail
 * delivery claims that keep a redelivered event from e-mailing twice, and listings' notification
 * history. Keys and items come from db/entities/notification.entity.ts.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DealNotification, InAppNotification } from '#shared/notifications/notification-api';
import {
  DEAL_NOTIFICATION_PREFIX,
  type DeliveryState,
  NOTIFICATION_PREFIX,
  UNREAD_NOTIFICATIONS_INDEX,
  fromDealNotificationItem,
  fromDeliveryClaimItem,
  fromNotificationItem,
  notificationKey,
  toDealNotificationItem,
  toDeliveryClaimItem,
  toNotificationItem,
  unreadNotificationsPartition,
} from '../db/entities/notification.entity';
import { dealKey } from '../db/entities/deal.entity';
import { userKey } from '../db/entities/user.entity';
import { batchWrite } from '../db/batch';
import { createClaim, markClaimSent } from '../db/claims';
import { indexKeyAttributes, TABLE } from '../db/indexes';
import { queryOnce, queryPage, type PageOptions } from '../db/query';
import { CREATE_ONLY, isConditionFailure, tableName } from '../db/table';
import { dynamo } from '../lib/clients';

/** The unread index of one user's notifications. */
const unreadOf = (userId: string) => ({
  index: UNREAD_NOTIFICATIONS_INDEX,
  partition: unreadNotificationsPartition(userId),
});

/** Stores an in-app notification unless it exists (its id is derived from the event): false then. */
export async function insertNotification(
  recipientId: string,
  notification: InAppNotification,
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: toNotificationItem(recipientId, notification),
        ConditionExpression: CREATE_ONLY,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A user's in-app notifications, newest first. */
export const listNotifications = (userId: string, options: PageOptions) =>
  queryPage(
    { index: TABLE, partition: userKey(userId).pk, sort: { beginsWith: NOTIFICATION_PREFIX } },
    { ...options, forward: false },
    fromNotificationItem,
  );

/** How many notifications of the user are unread, counting at most `cap` + 1. */
export async function countUnread(userId: string, cap: number): Promise<number> {
  const { count } = await queryOnce(unreadOf(userId), { countOnly: true, limit: cap + 1 });
  return count;
}

/**
 * Marks one notification read (and takes it out of the unread index). Answers 'marked',
 * 'alreadyRead', or 'notFound' when the user has no such notification.
 */
export async function markRead(
  userId: string,
  notificationId: string,
  at: string,
): Promise<'marked' | 'alreadyRead' | 'notFound'> {
  const key = notificationKey(userId, notificationId);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        // Only unread notifications carry the unread index keys.
        ConditionExpression: `attribute_exists(${UNREAD_NOTIFICATIONS_INDEX.pk})`,
        UpdateExpression: `SET readAt = :at REMOVE ${indexKeyAttributes(UNREAD_NOTIFICATIONS_INDEX).join(', ')}`,
        ExpressionAttributeValues: { ':at': at },
      }),
    );
    return 'marked';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ProjectionExpression: 'pk', ConsistentRead: true }),
    );
    return Item ? 'alreadyRead' : 'notFound';
  }
}

/** The ids of the user's unread notifications, a page at a time. */
export async function listUnreadIds(
  userId: string,
  startKey?: Record<string, unknown>,
): Promise<{ ids: string[]; next: Record<string, unknown> | undefined }> {
  const sortKey = UNREAD_NOTIFICATIONS_INDEX.sk;
  const round = await queryOnce(unreadOf(userId), { projection: sortKey, startKey });
  return { ids: round.items.map((item) => String(item[sortKey])), next: round.lastKey };
}

/**
 * Claims the sending of one e-mail: 'claimed' when this caller created the claim and must send,
 * otherwise the state another attempt left (sending, or sent with its time).
 */
export async function claimDelivery(
  key: { pk: string; sk: string },
  claimedAt: string,
): Promise<'claimed' | DeliveryState> {
  if (await createClaim(toDeliveryClaimItem(key, claimedAt))) return 'claimed';
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  // Deleted between the two calls (a failed send released it): let the retry claim it again.
  return Item ? fromDeliveryClaimItem(Item) : { state: 'sending', claimedAt };
}

/** Records that the claimed e-mail was sent. */
export const markDelivered = markClaimSent;

/** Drops this attempt's claim after the e-mail provider refused the message (nothing was sent). */
export { releaseClaim } from '../db/claims';

/** Writes history lines (an existing identical line is overwritten, not doubled). */
export async function putDealNotifications(
  entries: readonly (DealNotification & { dealId: string })[],
): Promise<void> {
  // One batch may not name a key twice; an identical line is the same line.
  const items = [
    ...new Map(
      entries.map(({ dealId, ...entry }) => {
        const item = toDealNotificationItem(dealId, entry);
        return [`${item.pk}|${item.sk}`, item] as const;
      }),
    ).values(),
  ];
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
}

/** A listing's notification history, newest first. */
export const listDealNotifications = (dealId: string, options: PageOptions) =>
  queryPage(
    { index: TABLE, partition: dealKey(dealId).pk, sort: { beginsWith: DEAL_NOTIFICATION_PREFIX } },
    { ...options, forward: false },
    fromDealNotificationItem,
  );
