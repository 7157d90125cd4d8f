/** The only module that reads and writes waitlist entries and the waitlist counter. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { waitlistEntryStatusSchema } from '#shared/waitlist/waitlist';
import { toInvitationItem, type InvitationRecord } from '../db/entities/invitation.entity';
import {
  fromWaitlistEntryItem,
  toWaitlistEntryItem,
  WAITLIST_COUNT_ATTRIBUTE,
  WAITLIST_COUNTER_ENTITY,
  type WaitlistEntryRecord,
} from '../db/entities/waitlist-entry.entity';
import {
  invitationKey,
  WAITLIST_PARTITION,
  waitlistByStatusKey,
  waitlistByStatusPartition,
  waitlistCounterKey,
  waitlistEntryByIdPartition,
  waitlistEntryKey,
} from '../db/keys';
import { CREATE_ONLY, tableName } from '../db/table';
import { dynamo } from '../lib/clients';
import type { IndexKeyShape, PageKey } from '../db/cursor';

type EntryStatus = z.infer<typeof waitlistEntryStatusSchema>;

const failedAt = (error: TransactionCanceledException, index: number) =>
  error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';

/**
 * Adds an entry and takes one place of the capacity, in one transaction: the address must not be
 * listed and the counter must be under the capacity, both checked by DynamoDB, so neither a
 * duplicate nor a request past the capacity can slip in between a read and a write.
 */
export async function addEntry(
  entry: WaitlistEntryRecord,
  capacity: number,
): Promise<'added' | 'duplicate' | 'full'> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: toWaitlistEntryItem(entry),
              ConditionExpression: CREATE_ONLY,
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: waitlistCounterKey(),
              UpdateExpression: 'ADD #count :one SET entity = :entity',
              ConditionExpression: 'attribute_not_exists(#count) OR #count < :capacity',
              ExpressionAttributeNames: { '#count': WAITLIST_COUNT_ATTRIBUTE },
              ExpressionAttributeValues: {
                ':one': 1,
                ':capacity': capacity,
                ':entity': WAITLIST_COUNTER_ENTITY,
              },
            },
          },
        ],
      }),
    );
    return 'added';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    // A listed address is answered kindly even when the list is also full.
    if (failedAt(error, 0)) return 'duplicate';
    if (failedAt(error, 1)) return 'full';
    throw error;
  }
}

/** The entry with this id, or null. */
export async function findEntryById(entryId: string): Promise<WaitlistEntryRecord | null> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': waitlistEntryByIdPartition(entryId) },
      Limit: 1,
    }),
  );
  return Items[0] ? fromWaitlistEntryItem(Items[0]) : null;
}

/** Key shape of the list query (all entries on gsi2, one status on gsi3), for validating cursors. */
export function waitlistIndexShape(status: EntryStatus | undefined): IndexKeyShape {
  return status
    ? {
        attributes: ['pk', 'sk', 'gsi3pk', 'gsi3sk'],
        partition: { attribute: 'gsi3pk', value: waitlistByStatusPartition(status) },
      }
    : {
        attributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
        partition: { attribute: 'gsi2pk', value: WAITLIST_PARTITION },
      };
}

/** One page of entries, oldest first; one status reads its own index partition, so pages are full. */
export async function queryWaitlist(
  limit: number,
  startKey: PageKey | undefined,
  status: EntryStatus | undefined,
): Promise<{ items: WaitlistEntryRecord[]; lastKey: Record<string, unknown> | undefined }> {
  const { Items = [], LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: status ? 'gsi3' : 'gsi2',
      KeyConditionExpression: status ? 'gsi3pk = :pk' : 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': status ? waitlistByStatusPartition(status) : WAITLIST_PARTITION },
      ScanIndexForward: true,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { items: Items.map(fromWaitlistEntryItem), lastKey: LastEvaluatedKey };
}

/**
 * Turns a waiting entry into an invitation in one transaction: the invitation is created, the entry
 * becomes invited (only if it is still waiting, so two admins cannot invite it twice) and its place
 * in the capacity is freed. Answers false when the entry was no longer waiting.
 */
export async function markEntryInvited(
  entry: WaitlistEntryRecord,
  invitation: InvitationRecord,
  invitedBy: string,
  invitedAt: string,
): Promise<boolean> {
  const statusKey = waitlistByStatusKey('invited', entry.createdAt, entry.entryId);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: toInvitationItem(invitation),
              ConditionExpression: CREATE_ONLY,
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: waitlistEntryKey(entry.email),
              UpdateExpression:
                'SET #status = :invited, invitedAt = :at, invitationId = :invitationId, invitedBy = :by, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
              ConditionExpression: '#status = :waiting',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':invited': 'invited',
                ':waiting': 'waiting',
                ':at': invitedAt,
                ':invitationId': invitation.invitationId,
                ':by': invitedBy,
                ':gsi3pk': statusKey.gsi3pk,
                ':gsi3sk': statusKey.gsi3sk,
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: waitlistCounterKey(),
              UpdateExpression: 'ADD #count :minusOne',
              ExpressionAttributeNames: { '#count': WAITLIST_COUNT_ATTRIBUTE },
              ExpressionAttributeValues: { ':minusOne': -1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && failedAt(error, 1)) return false;
    throw error;
  }
}

/**
 * Undoes markEntryInvited (the invitation e-mail could not be sent): the invitation is deleted and
 * the entry waits again, so the admin can simply try again.
 */
export async function undoEntryInvited(
  entry: WaitlistEntryRecord,
  invitation: InvitationRecord,
): Promise<void> {
  const statusKey = waitlistByStatusKey('waiting', entry.createdAt, entry.entryId);
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: invitationKey(invitation.tokenHash),
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pending': 'pending' },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: waitlistEntryKey(entry.email),
            UpdateExpression:
              'SET #status = :waiting, invitedAt = :null, invitationId = :null, invitedBy = :null, gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
            ConditionExpression: 'invitationId = :invitationId',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':waiting': 'waiting',
              ':null': null,
              ':invitationId': invitation.invitationId,
              ':gsi3pk': statusKey.gsi3pk,
              ':gsi3sk': statusKey.gsi3sk,
            },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: waitlistCounterKey(),
            UpdateExpression: 'ADD #count :one',
            ExpressionAttributeNames: { '#count': WAITLIST_COUNT_ATTRIBUTE },
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
      ],
    }),
  );
}
