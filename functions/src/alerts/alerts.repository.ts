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
  toSentDigestAlertItem,
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
import { batchWrite } from '../db/batch';
import { queryAll, queryPage, type Page, type PageOptions } from '../db/query';
import { CREATE_ONLY, isConditionFailure, tableName } from '../db/table';
import {
  conflictRetryDelayMs,
  isTransactionCanceled,
  TRANSACT_MAX_ITEMS,
  transactWrite,
} from '../db/transactions';
import { dynamo } from '../lib/clients';
import { retry } from '../lib/retry';

/** Sending a digest alert takes it out of its window's partition of the digest index. */
const LEAVE_DIGEST_INDEX = `REMOVE ${indexKeyAttributes(DIGEST_ALERTS_INDEX).join(', ')}`;

/** Rounds of a chunk of creates DynamoDB canceled for other reasons than an existing alert. */
const CREATE_ROUNDS = 5;

/**
 * Stores each alert unless its buyer already has one for that listing, 100 to a transaction (each
 * put conditioned like createAlert's); answers the ids of the buyers whose alert this call created.
 * A canceled transaction wrote nothing: the alerts that exist are dropped and the rest sent again.
 */
export async function createAlerts(alerts: readonly DealAlertRecord[]): Promise<Set<string>> {
  const created = new Set<string>();
  for (let start = 0; start < alerts.length; start += TRANSACT_MAX_ITEMS) {
    let pending = alerts.slice(start, start + TRANSACT_MAX_ITEMS);
    const left = await retry(
      async () => {
        try {
          await transactWrite(
            pending.map((alert) => ({
              Put: { TableName: tableName(), Item: toDealAlertItem(alert), ConditionExpression: CREATE_ONLY },
            })),
          );
          for (const alert of pending) created.add(alert.userId);
          pending = [];
        } catch (error) {
          if (!isTransactionCanceled(error)) throw error;
          const reasons = error.CancellationReasons ?? [];
          pending = pending.filter((_, index) => reasons[index]?.Code !== 'ConditionalCheckFailed');
        }
        return pending.length;
      },
      { attempts: CREATE_ROUNDS, retryIf: (count) => count > 0, delayMs: conflictRetryDelayMs },
    );
    if (left > 0) throw new Error(`${left} alert(s) could not be stored (transactions kept being canceled)`);
  }
  return created;
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

/**
 * Marks digest alerts as sent in the digest that went out, taking them out of the window's partition:
 * each alert as read, rewritten with `sentAt` and without its digest index keys, 25 to a BatchWrite.
 * A put is safe here: nothing else writes a digest alert of a closed window (docs/alerts.md "Slices").
 */
export async function markDigestAlertsSent(alerts: readonly DealAlertRecord[], at: string): Promise<void> {
  await batchWrite(alerts.map((alert) => ({ PutRequest: { Item: toSentDigestAlertItem(alert, at) } })));
}

/** The buyers with unsent digest alerts in a window, each once, in the partition's order. */
export async function listDigestBuyerIds(windowKey: string): Promise<string[]> {
  const items = await queryAll(
    { index: DIGEST_ALERTS_INDEX, partition: digestAlertsPartition(windowKey) },
    { projection: 'userId' },
  );
  return [...new Set(items.map((item) => String(item.userId)))];
}

/**
 * The unsent digest alerts of a window of these buyers: one Query of the partition's range from the
 * first buyer to the last (a slice is consecutive in it), keeping only theirs.
 */
export async function listDigestAlertsOf(
  windowKey: string,
  buyerIds: readonly string[],
): Promise<DealAlertRecord[]> {
  if (buyerIds.length === 0) return [];
  const sorted = [...buyerIds].sort();
  const wanted = new Set(buyerIds);
  const items = await queryAll({
    index: DIGEST_ALERTS_INDEX,
    partition: digestAlertsPartition(windowKey),
    // '~' sorts after every listing id, so the last buyer's alerts are all in the range.
    sort: { between: [`${sorted[0]!}#`, `${sorted.at(-1)!}#~`] },
  });
  return items.map(fromDealAlertItem).filter((alert) => wanted.has(alert.userId));
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
