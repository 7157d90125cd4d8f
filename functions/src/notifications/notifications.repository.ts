/**
 * Storage of notifications: users' in-app notifications (with the sparse unread index), the e-mail
 * delivery claims that keep a redelivered event from e-mailing twice, and listings' notification
 * history. Keys come from db/keys.ts, items from db/entities/notification.entity.ts.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { DealNotification, InAppNotification } from '#shared/notifications/notification-api';
import {
  fromDealNotificationItem,
  fromDeliveryClaimItem,
  fromNotificationItem,
  toDealNotificationItem,
  toDeliveryClaimItem,
  toNotificationItem,
  type DeliveryState,
} from '../db/entities/notification.entity';
import {
  DEAL_NOTIFICATION_PREFIX,
  NOTIFICATION_PREFIX,
  dealKey,
  notificationKey,
  unreadNotificationsPartition,
  userKey,
} from '../db/keys';
import { newestFirst, type PageOptions } from '../db/query';
import { CREATE_ONLY, tableName } from '../db/table';
import { dynamo } from '../lib/clients';
import { retry } from '../lib/retry';

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

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
  newestFirst(userKey(userId).pk, NOTIFICATION_PREFIX, options, fromNotificationItem);

/** How many notifications of the user are unread, counting at most `cap` + 1. */
export async function countUnread(userId: string, cap: number): Promise<number> {
  const { Count = 0 } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': unreadNotificationsPartition(userId) },
      Select: 'COUNT',
      Limit: cap + 1,
    }),
  );
  return Count;
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
        ConditionExpression: 'attribute_exists(gsi1pk)',
        UpdateExpression: 'SET readAt = :at REMOVE gsi1pk, gsi1sk',
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
  const { Items = [], LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': unreadNotificationsPartition(userId) },
      ProjectionExpression: 'gsi1sk',
      ExclusiveStartKey: startKey,
    }),
  );
  return { ids: Items.map((item) => String(item.gsi1sk)), next: LastEvaluatedKey };
}

/**
 * Claims the sending of one e-mail: 'claimed' when this caller created the claim and must send,
 * otherwise the state another attempt left (sending, or sent with its time).
 */
export async function claimDelivery(
  key: { pk: string; sk: string },
  claimedAt: string,
): Promise<'claimed' | DeliveryState> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: toDeliveryClaimItem(key, claimedAt),
        ConditionExpression: CREATE_ONLY,
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    // Deleted between the two calls (a failed send released it): let the retry claim it again.
    return Item ? fromDeliveryClaimItem(Item) : { state: 'sending', claimedAt };
  }
}

/** Records that the claimed e-mail was sent. */
export async function markDelivered(key: { pk: string; sk: string }, sentAt: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #state = :sent, sentAt = :sentAt',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sent': 'sent', ':sentAt': sentAt },
    }),
  );
}

/**
 * Drops this attempt's claim after the e-mail provider refused the message (nothing was sent), so
 * a retry may claim and send it. Only the claim this attempt made is dropped.
 */
export async function releaseClaim(key: { pk: string; sk: string }, claimedAt: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: '#state = :sending AND claimedAt = :claimedAt',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending', ':claimedAt': claimedAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** BatchWriteItem takes at most 25 puts; unprocessed ones are retried this many times. */
const BATCH_SIZE = 25;
const BATCH_ATTEMPTS = 5;

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
  for (let start = 0; start < items.length; start += BATCH_SIZE) {
    let requests = items.slice(start, start + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    const unprocessed = await retry(
      async () => {
        const { UnprocessedItems } = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
        return requests.length;
      },
      { attempts: BATCH_ATTEMPTS, retryIf: (left) => left > 0, delayMs: (attempt) => 50 * attempt },
    );
    if (unprocessed > 0) throw new Error('Could not write the notification history');
  }
}

/** A listing's notification history, newest first. */
export const listDealNotifications = (dealId: string, options: PageOptions) =>
  newestFirst(dealKey(dealId).pk, DEAL_NOTIFICATION_PREFIX, options, fromDealNotificationItem);
