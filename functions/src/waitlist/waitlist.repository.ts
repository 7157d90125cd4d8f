/** The only module that reads and writes waitlist entries and the waitlist counter. */
import type * as z from 'zod';
import type { waitlistEntryStatusSchema } from '#shared/waitlist/waitlist';
import { type InvitationRecord, invitationKey, toInvitationItem } from '../db/entities/invitation.entity';
import {
  WAITLIST_BY_STATUS_INDEX,
  WAITLIST_COUNTER_ENTITY,
  WAITLIST_COUNT_ATTRIBUTE,
  WAITLIST_ENTRY_BY_ID_INDEX,
  WAITLIST_INDEX,
  WAITLIST_PARTITION,
  type WaitlistEntryRecord,
  fromWaitlistEntryItem,
  toWaitlistEntryItem,
  waitlistByStatusPartition,
  waitlistCounterKey,
  waitlistEntryByIdPartition,
  waitlistEntryKey,
  waitlistStatusKeySet,
} from '../db/entities/waitlist-entry.entity';
import { queryOnce, queryPage, type Page } from '../db/query';
import { CREATE_ONLY, tableName } from '../db/table';
import { failedAt, transactWrite } from '../db/transactions';

type EntryStatus = z.infer<typeof waitlistEntryStatusSchema>;

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
    await transactWrite([
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
    ]);
    return 'added';
  } catch (error) {
    // A listed address is answered kindly even when the list is also full.
    if (failedAt(error, 0)) return 'duplicate';
    if (failedAt(error, 1)) return 'full';
    throw error;
  }
}

/** The entry with this id, or null. */
export async function findEntryById(entryId: string): Promise<WaitlistEntryRecord | null> {
  const { items } = await queryOnce(
    { index: WAITLIST_ENTRY_BY_ID_INDEX, partition: waitlistEntryByIdPartition(entryId) },
    { limit: 1 },
  );
  return items[0] ? fromWaitlistEntryItem(items[0]) : null;
}

/** One page of entries, oldest first: every entry, or those of one status. */
export function queryWaitlist(
  limit: number,
  cursor: string | undefined,
  status: EntryStatus | undefined,
): Promise<Page<WaitlistEntryRecord>> {
  return queryPage(
    status
      ? { index: WAITLIST_BY_STATUS_INDEX, partition: waitlistByStatusPartition(status) }
      : { index: WAITLIST_INDEX, partition: WAITLIST_PARTITION },
    { cursor, limit, forward: true },
    fromWaitlistEntryItem,
  );
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
  const statusKey = waitlistStatusKeySet('invited', entry.createdAt, entry.entryId);
  try {
    await transactWrite([
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
          UpdateExpression: `SET #status = :invited, invitedAt = :at, invitationId = :invitationId, invitedBy = :by, ${statusKey.expression}`,
          ConditionExpression: '#status = :waiting',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':invited': 'invited',
            ':waiting': 'waiting',
            ':at': invitedAt,
            ':invitationId': invitation.invitationId,
            ':by': invitedBy,
            ...statusKey.values,
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
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 1)) return false;
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
  const statusKey = waitlistStatusKeySet('waiting', entry.createdAt, entry.entryId);
  await transactWrite([
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
        UpdateExpression: `SET #status = :waiting, invitedAt = :null, invitationId = :null, invitedBy = :null, ${statusKey.expression}`,
        ConditionExpression: 'invitationId = :invitationId',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':waiting': 'waiting',
          ':null': null,
          ':invitationId': invitation.invitationId,
          ...statusKey.values,
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
  ]);
}
