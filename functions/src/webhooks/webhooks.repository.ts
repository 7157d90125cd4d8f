/**
 * Storage of a seller's webhook: the signing secret, the deliveries and their attempts (see
 * db/entities/webhook.entity.ts). The enabled flag and the URL live on the User item and are
 * written through users.service, except the one write only a delivery makes: turning the
 * webhook off after a 410.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookAttempt, WebhookAttemptPage } from '#shared/webhooks/webhook-api';
import {
  WEBHOOK_ATTEMPT_PREFIX,
  WEBHOOK_SECRET_ENTITY,
  type WebhookDeliveryRecord,
  type WebhookSecretRecord,
  fromWebhookAttemptItem,
  fromWebhookDeliveryItem,
  fromWebhookSecretItem,
  toWebhookAttemptItem,
  toWebhookDeliveryItem,
  webhookDeliveryKey,
  webhookLogExpiry,
  webhookPartition,
  webhookSecretKey,
} from '../db/entities/webhook.entity';
import { QUEUE_CONSUMER_TIMEOUT_SECONDS } from '#shared/jobs/queue-consumers';
import { userKey } from '../db/entities/user.entity';
import { TTL_ATTRIBUTE } from '../db/table-definition';
import { TABLE } from '../db/indexes';
import { queryPage, type PageOptions } from '../db/query';
import { CREATE_ONLY, EXISTING_ONLY, isConditionFailure, tableName } from '../db/table';
import { failedAt, transactWrite } from '../db/transactions';
import { dynamo } from '../lib/clients';

/** The seller's secret item, or null before a secret was ever generated. */
export async function findWebhookSecret(userId: string): Promise<WebhookSecretRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: webhookSecretKey(userId), ConsistentRead: true }),
  );
  return Item ? fromWebhookSecretItem(Item) : null;
}

/** Stores a new secret in place of the old one (which stops working at once); keeps the 410 notice. */
export async function replaceWebhookSecret(userId: string, secret: string, createdAt: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: webhookSecretKey(userId),
      UpdateExpression:
        'SET entity = :entity, userId = :userId, secret = :secret, createdAt = :createdAt, ' +
        'disabledByReceiver = if_not_exists(disabledByReceiver, :none)',
      ExpressionAttributeValues: {
        ':entity': WEBHOOK_SECRET_ENTITY,
        ':userId': userId,
        ':secret': secret,
        ':createdAt': createdAt,
        ':none': null,
      },
    }),
  );
}

/** Forgets the "turned off by a 410" notice (the seller saved the settings again). */
export async function clearDisabledByReceiver(userId: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: webhookSecretKey(userId),
        ConditionExpression: EXISTING_ONLY,
        UpdateExpression: 'SET disabledByReceiver = :none',
        ExpressionAttributeValues: { ':none': null },
      }),
    );
  } catch (error) {
    // No secret item yet: there is no notice to clear.
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Turns the webhook off after a 410 from `url`, unless the seller changed the URL (or turned it
 * off) since; records the notice the settings show. False when the webhook was not turned off.
 */
export async function disableWebhookForGone(
  userId: string,
  url: string,
  status: number,
  at: string,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        ConditionExpression: `${EXISTING_ONLY} AND offerWebhookEnabled = :on AND offerSubmittedUrl = :url`,
        UpdateExpression: 'SET offerWebhookEnabled = :off, updatedAt = :at',
        ExpressionAttributeValues: { ':on': true, ':off': false, ':url': url, ':at': at },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: webhookSecretKey(userId),
      ConditionExpression: EXISTING_ONLY,
      UpdateExpression: 'SET disabledByReceiver = :notice',
      ExpressionAttributeValues: { ':notice': { at, status } },
    }),
  );
  return true;
}

/** Stores a new delivery (create only). */
export async function insertWebhookDelivery(delivery: WebhookDeliveryRecord, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: toWebhookDeliveryItem(delivery, now),
      ConditionExpression: CREATE_ONLY,
    }),
  );
}

/** One of the seller's deliveries, or null. */
export async function findWebhookDelivery(
  userId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: webhookDeliveryKey(userId, deliveryId),
      ConsistentRead: true,
    }),
  );
  return Item ? fromWebhookDeliveryItem(Item) : null;
}

/**
 * How long a claim on an attempt holds: the consumer's timeout, after which the consumer that
 * claimed it is surely gone (its queue hides a message six times as long, so SQS's retry of a
 * crashed attempt finds the claim lapsed and takes it over).
 */
const WEBHOOK_CLAIM_LEASE_SECONDS = QUEUE_CONSUMER_TIMEOUT_SECONDS;

const leaseStart = (now: Date) => new Date(now.getTime() - WEBHOOK_CLAIM_LEASE_SECONDS * 1000).toISOString();

/**
 * Starts the next chain of attempts of a delivery (manual redelivery): attempts from 1 again, the
 * same webhook-id and body. Conditioned on the chain it read, and on no attempt being in flight —
 * claimed and being sent, or queued and due now (within the lease) — so a redelivery never races
 * an attempt that may be reaching the receiver, and parallel clicks make one new chain. A pending
 * retry that waits for later is superseded: its message finds another chain and is dropped.
 * Answers the restarted delivery, or null when it was refused.
 */
export async function restartWebhookDelivery(
  delivery: WebhookDeliveryRecord,
  now: Date,
): Promise<WebhookDeliveryRecord | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: webhookDeliveryKey(delivery.userId, delivery.deliveryId),
        ConditionExpression:
          `${EXISTING_ONLY} AND chain = :chain AND NOT (#status = :pending AND ` +
          '(inFlightSince > :leaseStart OR (nextAttemptAt > :leaseStart AND nextAttemptAt <= :now)))',
        UpdateExpression:
          'SET chain = :next, manual = :manual, #status = :pending, attemptsMade = :zero, ' +
          'nextAttemptAt = :now, #ttl = :ttl REMOVE inFlightSince',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':chain': delivery.chain,
          ':next': delivery.chain + 1,
          ':manual': true,
          ':pending': 'pending',
          ':zero': 0,
          ':now': now.toISOString(),
          ':leaseStart': leaseStart(now),
          ':ttl': webhookLogExpiry(now),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromWebhookDeliveryItem(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Claims attempt `attempt` of the delivery's chain before it is sent: one conditional write that
 * only one consumer wins (two copies of a queue message, a redelivery started meanwhile). A
 * claim whose lease lapsed (its consumer crashed) can be taken over. Answers the claim's time,
 * which the attempt's record and a cancel are conditioned on, or null when the claim was lost.
 */
export async function claimWebhookAttempt(
  delivery: WebhookDeliveryRecord,
  attempt: number,
  now: Date,
): Promise<string | null> {
  const claimedAt = now.toISOString();
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: webhookDeliveryKey(delivery.userId, delivery.deliveryId),
        ConditionExpression:
          `${EXISTING_ONLY} AND chain = :chain AND attemptsMade = :previous AND #status = :pending ` +
          'AND (attribute_not_exists(inFlightSince) OR inFlightSince < :leaseStart)',
        UpdateExpression: 'SET inFlightSince = :claimedAt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':chain': delivery.chain,
          ':previous': attempt - 1,
          ':pending': 'pending',
          ':leaseStart': leaseStart(now),
          ':claimedAt': claimedAt,
        },
      }),
    );
    return claimedAt;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Where a delivery stands after an attempt. */
export interface DeliveryProgress {
  status: WebhookDeliveryRecord['status'];
  nextAttemptAt: string | null;
}

/**
 * Records attempt `attempt.attempt` of the delivery's chain and the delivery's new state, and
 * releases the claim, in one transaction conditioned on the delivery still waiting for exactly
 * that attempt of that chain under this consumer's claim. 'stale' when it was not (the claim
 * lapsed and another consumer took it over): then nothing is written.
 */
export async function recordWebhookAttempt(
  delivery: WebhookDeliveryRecord,
  attempt: WebhookAttempt,
  progress: DeliveryProgress,
  claimedAt: string,
  now: Date,
): Promise<'recorded' | 'stale'> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: webhookDeliveryKey(delivery.userId, delivery.deliveryId),
          ConditionExpression:
            `${EXISTING_ONLY} AND chain = :chain AND attemptsMade = :previous AND #status = :pending ` +
            'AND inFlightSince = :claimedAt',
          UpdateExpression:
            'SET attemptsMade = :made, #status = :status, lastAttemptAt = :at, nextAttemptAt = :next, ' +
            'lastAttemptId = :attemptId, #ttl = :ttl REMOVE inFlightSince',
          ExpressionAttributeNames: { '#status': 'status', '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ':chain': delivery.chain,
            ':previous': attempt.attempt - 1,
            ':pending': 'pending',
            ':made': attempt.attempt,
            ':status': progress.status,
            ':at': attempt.attemptedAt,
            ':next': progress.nextAttemptAt,
            ':attemptId': attempt.attemptId,
            ':claimedAt': claimedAt,
            ':ttl': webhookLogExpiry(now),
          },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: toWebhookAttemptItem({ ...attempt, userId: delivery.userId }, now),
          ConditionExpression: CREATE_ONLY,
        },
      },
    ]);
    return 'recorded';
  } catch (error) {
    if (failedAt(error, 0)) return 'stale';
    throw error;
  }
}

/**
 * Ends a pending delivery of the current chain without an attempt (the seller turned the webhook
 * off), under this consumer's claim, and releases the claim.
 */
export async function cancelWebhookDelivery(
  delivery: WebhookDeliveryRecord,
  claimedAt: string,
): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: webhookDeliveryKey(delivery.userId, delivery.deliveryId),
        ConditionExpression: `${EXISTING_ONLY} AND chain = :chain AND #status = :pending AND inFlightSince = :claimedAt`,
        UpdateExpression: 'SET #status = :canceled, nextAttemptAt = :none REMOVE inFlightSince',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':chain': delivery.chain,
          ':claimedAt': claimedAt,
          ':pending': 'pending',
          ':canceled': 'canceled',
          ':none': null,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The seller's attempts, newest first. */
export function listWebhookAttempts(userId: string, options: PageOptions): Promise<WebhookAttemptPage> {
  return queryPage(
    { index: TABLE, partition: webhookPartition(userId), sort: { beginsWith: WEBHOOK_ATTEMPT_PREFIX } },
    { ...options, forward: false },
    fromWebhookAttemptItem,
  );
}
