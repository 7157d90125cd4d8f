/** The only module that reads and writes waitlist entries and the waitlist counter. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
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
  waitlistListedKeysSet,
  waitlistStatusKeySet,
} from '../db/entities/waitlist-entry.entity';
import { queryOnce, queryPage, type Page } from '../db/query';
import { CREATE_ONLY, isConditionFailure, tableName } from '../db/table';
import { TTL_ATTRIBUTE } from '../db/table-definition';
import { failedAt, transactWrite } from '../db/transactions';
import { dynamo } from '../lib/clients';

type EntryStatus = z.infer<typeof waitlistEntryStatusSchema>;

/**
 * Writes an unconfirmed entry, the claim that allows one confirmation e-mail: only where the
 * address has no entry or one still unconfirmed (which it replaces, so a new link always works and
 * nobody can hold an address they cannot read mail for). `listed`: the address is confirmed already.
 */
export async function putUnconfirmedEntry(entry: WaitlistEntryRecord): Promise<'claimed' | 'listed'> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: toWaitlistEntryItem(entry),
        ConditionExpression: `${CREATE_ONLY} OR #status = :unconfirmed`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':unconfirmed': 'unconfirmed' },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (isConditionFailure(error)) return 'listed';
    throw error;
  }
}

/** Whether the confirmed entries fill the capacity (read before sending a link nobody could use). */
export async function isWaitlistFull(capacity: number): Promise<boolean> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: waitlistCounterKey() }));
  return Number(Item?.[WAITLIST_COUNT_ATTRIBUTE] ?? 0) >= capacity;
}

/**
 * Confirms an entry and takes one place of the capacity, in one transaction: the entry must still be
 * unconfirmed, with this token hash and before its deadline, and the counter under the capacity, all
 * checked by DynamoDB. `invalid`: the link does not (or no longer) fit the entry.
 */
export async function confirmEntry(
  entry: WaitlistEntryRecord,
  confirmationHash: string,
  capacity: number,
  now: Date,
): Promise<'confirmed' | 'invalid' | 'full'> {
  const listed = waitlistListedKeysSet('waiting', entry.createdAt, entry.entryId);
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: waitlistEntryKey(entry.email),
          UpdateExpression: `SET #status = :waiting, ${listed.expression} REMOVE #expires`,
          ConditionExpression: '#status = :unconfirmed AND confirmationHash = :hash AND confirmBy > :now',
          ExpressionAttributeNames: { '#status': 'status', '#expires': TTL_ATTRIBUTE },
          ExpressionAttributeValues: {
            ':waiting': 'waiting',
            ':unconfirmed': 'unconfirmed',
            ':hash': confirmationHash,
            ':now': now.toISOString(),
            ...listed.values,
          },
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
    return 'confirmed';
  } catch (error) {
    if (failedAt(error, 0)) return 'invalid';
    if (failedAt(error, 1)) return 'full';
    throw error;
  }
}

/** The entry of an address as it is now (a consistent read), or null. */
export async function getEntry(email: string): Promise<WaitlistEntryRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: waitlistEntryKey(email), ConsistentRead: true }),
  );
  return Item ? fromWaitlistEntryItem(Item) : null;
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
