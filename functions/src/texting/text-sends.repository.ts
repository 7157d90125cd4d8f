/**
 * The only module that reads and writes text send claims (and replies' claims): each text is claimed
 * by a conditional write before it goes out, so a redelivered message or a parallel consumer never
 * sends it twice. Keys and shapes: db/entities/text-alerts.entity.ts.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { textSendKey, type TextSendRecord } from '../db/entities/text-alerts.entity';
import { type ClaimKey, createClaim, releaseClaim } from '../db/claims';
import { findItem, writeUnlessRefused } from '../db/single-item';
import { EXISTING_ONLY, tableName } from '../db/table';
import { TTL_ATTRIBUTE } from '../db/table-definition';
import { dynamo } from '../lib/clients';

/** The key of one send claim. */
export type TableKey = ClaimKey;

/** How long a claim is kept: long past any redelivery of its message. */
const CLAIM_KEEP_SECONDS = 30 * 24 * 60 * 60;

/** Claims a send: 'claimed' when this caller created the claim and must send, else 'taken'. */
export async function claimTextSend(key: TableKey, claimedAt: string): Promise<'claimed' | 'taken'> {
  const claim: TextSendRecord = {
    state: 'sending',
    claimedAt,
    messageId: null,
    sentAt: null,
    deliveryStatus: null,
  };
  const created = await createClaim({
    ...key,
    entity: 'TextSend',
    ...claim,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(claimedAt) / 1000) + CLAIM_KEEP_SECONDS,
  });
  return created ? 'claimed' : 'taken';
}

/** Marks a claimed send as gone out, with the messaging service's id for its delivery events. */
export async function markTextSent(key: TableKey, messageId: string | null, sentAt: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #state = :sent, messageId = :messageId, sentAt = :sentAt',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sent': 'sent', ':messageId': messageId, ':sentAt': sentAt },
    }),
  );
}

/** Gives a claim back after the messaging service refused the send, so a retry may send it. */
export const releaseTextSend = releaseClaim;

/** A claimed send, or null when nobody claimed it. */
export async function findTextSend(key: TableKey): Promise<TextSendRecord | null> {
  return findItem<TextSendRecord>(key);
}

/** What a claim that did not go out says, for whoever reads it later. */
export const TEXT_NOT_SENT_OVER_CAP = 'notSent:overCap';

/**
 * Marks a claim whose text was not sent because the buyer reached a cap: the claim stays, so a
 * redelivered message does not try again (docs/text-alerts.md "Caps").
 */
export async function markTextOverCap(key: TableKey): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET deliveryStatus = :overCap',
      ExpressionAttributeValues: { ':overCap': TEXT_NOT_SENT_OVER_CAP },
    }),
  );
}

/**
 * Records a delivery event on the claim its context names (`sendKey`: the claim's sort key under
 * the buyer's TEXTSEND partition); false when there is no such claim or a later event was recorded
 * already (events may arrive out of order).
 */
export async function recordTextDeliveryStatus(
  claim: { userId: string; sendKey: string },
  deliveryStatus: string,
  reportedAt: string,
): Promise<boolean> {
  const { pk } = textSendKey(claim.userId, '', '');
  return writeUnlessRefused(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk, sk: claim.sendKey },
      UpdateExpression: 'SET deliveryStatus = :status, deliveryReportedAt = :at',
      ConditionExpression: `${EXISTING_ONLY} AND (attribute_not_exists(deliveryReportedAt) OR deliveryReportedAt <= :at)`,
      ExpressionAttributeValues: { ':status': deliveryStatus, ':at': reportedAt },
    }),
  );
}
