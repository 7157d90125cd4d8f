/**
 * The only module that reads and writes text send claims (and replies' claims): each text is claimed
 * by a conditional write before it goes out, so a redelivered message or a parallel consumer never
 * sends it twice. Keys and shapes: db/entities/text-alerts.entity.ts.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TextSendRecord } from '../db/entities/text-alerts.entity';
import { CREATE_ONLY, isConditionFailure, tableName } from '../db/table';
import { dynamo } from '../lib/clients';

export interface TableKey {
  pk: string;
  sk: string;
}

/** How long a claim is kept: long past any redelivery of its message. */
const CLAIM_KEEP_SECONDS = 30 * 24 * 60 * 60;

/** Claims a send; answers 'claimed', or the claim an earlier attempt holds. */
export async function claimTextSend(key: TableKey, claimedAt: string): Promise<'claimed' | TextSendRecord> {
  const claim: TextSendRecord = {
    state: 'sending',
    claimedAt,
    messageId: null,
    sentAt: null,
    deliveryStatus: null,
  };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          entity: 'TextSend',
          ...claim,
          expiresAt: Math.floor(Date.parse(claimedAt) / 1000) + CLAIM_KEEP_SECONDS,
        },
        ConditionExpression: CREATE_ONLY,
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item as TextSendRecord;
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
export async function releaseTextSend(key: TableKey, claimedAt: string): Promise<void> {
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
