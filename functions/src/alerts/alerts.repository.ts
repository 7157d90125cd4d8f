/**
 * The only module that reads and writes deal alerts, digest markers and exclusivity ends
 * (db/entities/alert.entity.ts, exclusivity-end.entity.ts). "Nothing is sent twice" rests on its conditional writes: an alert
 * is created once per buyer and listing, claimed for sending once, and a digest marker is put once
 * per buyer and window.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ALERT_PREFIX,
  DIGEST_ALERTS_INDEX,
  type DealAlertRecord,
  dealAlertKey,
  digestAlertKey,
  digestAlertsPartition,
  digestSentKey,
  fromDealAlertItem,
  toDealAlertItem,
  toDigestSentItem,
} from '../db/entities/alert.entity';
import {
  EXCLUSIVITY_ENDS_PARTITION,
  type ExclusivityEnd,
  exclusivityEndKey,
  exclusivityEndSchema,
  toExclusivityEndItem,
} from '../db/entities/exclusivity-end.entity';
import { USER_PREFIX } from '../db/entities/user.entity';
import { indexKeyAttributes, TABLE } from '../db/indexes';
import { queryAll, queryPage, type Page, type PageOptions } from '../db/query';
import { CREATE_ONLY, isConditionFailure, tableName } from '../db/table';
import { dynamo } from '../lib/clients';

/** Sending a digest alert takes it out of its window's partition of the digest index. */
const LEAVE_DIGEST_INDEX = `REMOVE ${indexKeyAttributes(DIGEST_ALERTS_INDEX).join(', ')}`;

/** Stores the alert unless the buyer already has one for this listing; true when this call created it. */
export async function createAlert(alert: DealAlertRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: toDealAlertItem(alert),
        ConditionExpression: CREATE_ONLY,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The buyer's alert of a listing, or null. */
export async function findAlert(userId: string, dealId: string): Promise<DealAlertRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: dealAlertKey(userId, dealId), ConsistentRead: true }),
  );
  return Item ? fromDealAlertItem(Item) : null;
}

/**
 * Claims an unsent alert for sending by setting its `sentAt` (and, for a digest alert, taking it
 * out of its window's partition); false when it was already sent or claimed, so two senders never
 * both send it.
 */
export async function claimAlertSend(userId: string, dealId: string, at: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dealAlertKey(userId, dealId),
        ConditionExpression: 'attribute_exists(pk) AND attribute_type(sentAt, :null)',
        UpdateExpression: `SET sentAt = :at ${LEAVE_DIGEST_INDEX}`,
        ExpressionAttributeValues: { ':null': 'NULL', ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claimed realtime alert back when its e-mail could not be sent, so a retry sends it. */
export async function releaseAlertSend(userId: string, dealId: string, at: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: dealAlertKey(userId, dealId),
      ConditionExpression: 'sentAt = :at',
      UpdateExpression: 'SET sentAt = :unsent',
      ExpressionAttributeValues: { ':unsent': null, ':at': at },
    }),
  );
}

/**
 * Turns a claimed realtime alert into an unsent alert of a daily digest window (the buyer had their
 * hour's realtime e-mails): the claim is given back and the alert joins the window's partition of
 * the digest index, so the daily digest sends it. Conditioned on this sender's claim.
 */
export async function foldAlertIntoDigest(
  userId: string,
  dealId: string,
  claimedAt: string,
  windowKey: string,
): Promise<void> {
  const { gsi1pk, gsi1sk } = digestAlertKey(windowKey, userId, dealId);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: dealAlertKey(userId, dealId),
      ConditionExpression: 'sentAt = :claimedAt',
      UpdateExpression:
        'SET sentAt = :unsent, frequency = :daily, channel = :digest, windowKey = :windowKey, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
      ExpressionAttributeValues: {
        ':claimedAt': claimedAt,
        ':unsent': null,
        ':daily': 'daily',
        ':digest': 'digest',
        ':windowKey': windowKey,
        ':gsi1pk': gsi1pk,
        ':gsi1sk': gsi1sk,
      },
    }),
  );
}

/** Marks digest alerts as sent in the digest that went out (taking them out of the window's partition). */
export async function markDigestAlertsSent(userId: string, dealIds: readonly string[], at: string) {
  for (const dealId of dealIds) {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dealAlertKey(userId, dealId),
        UpdateExpression: `SET sentAt = :at ${LEAVE_DIGEST_INDEX}`,
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }
}

/** The unsent digest alerts of a window, every page. */
export async function listDigestAlerts(windowKey: string): Promise<DealAlertRecord[]> {
  const items = await queryAll({ index: DIGEST_ALERTS_INDEX, partition: digestAlertsPartition(windowKey) });
  return items.map(fromDealAlertItem);
}

/** Records that the buyer's digest of this window goes out; false when it already went. */
export async function claimDigest(
  userId: string,
  windowKey: string,
  at: string,
  dealIds: string[],
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: toDigestSentItem(userId, windowKey, at, dealIds),
        ConditionExpression: CREATE_ONLY,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A buyer's alerts, newest listing first (listing ids are ULIDs). */
export function listAlertsOfBuyer(options: PageOptions & { userId: string }): Promise<Page<DealAlertRecord>> {
  return queryPage(
    { index: TABLE, partition: `${USER_PREFIX}${options.userId}`, sort: { beginsWith: ALERT_PREFIX } },
    { cursor: options.cursor, limit: options.limit, forward: false },
    fromDealAlertItem,
  );
}

/** Schedules the end of an exclusive listing's first-refusal delay (idempotent). */
export async function putExclusivityEnd(dealId: string, endsAt: string): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: toExclusivityEndItem(dealId, endsAt) }));
}

/** Exclusivity ends due at or before `now`, oldest first. */
export async function listDueExclusivityEnds(now: string): Promise<ExclusivityEnd[]> {
  const items = await queryAll({
    index: TABLE,
    partition: EXCLUSIVITY_ENDS_PARTITION,
    // '~' sorts after every listing id, so every end at exactly `now` is included.
    sort: { atMost: `${now}#~` },
  });
  return items.map((item) => exclusivityEndSchema.parse(item));
}

/** Removes a scheduled exclusivity end (done, or the listing left exclusive on its own). */
export async function deleteExclusivityEnd(end: ExclusivityEnd): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: tableName(), Key: exclusivityEndKey(end.endsAt, end.dealId) }),
  );
}

/** Gives a digest claim back when its e-mail could not be sent, so a re-run of the job sends it. */
export async function releaseDigest(userId: string, windowKey: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: digestSentKey(userId, windowKey) }));
}
