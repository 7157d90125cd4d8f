/** The only module that reads and writes invitation items (and, at sign-up, the new user's item). */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  fromInvitationItem,
  toInvitationItem,
  type InvitationRecord,
} from '../db/entities/invitation.entity';
import { toUserItem, type UserRecord } from '../db/entities/user.entity';
import { ALL_INVITATIONS_PARTITION, invitationKey, invitationsByInviterPartition } from '../db/keys';
import { CREATE_ONLY, tableName } from '../db/table';
import { dynamo } from '../lib/clients';
import type { InvitationStatus } from '#shared/invitations/invitations';
import { type IndexKeyShape, type PageKey } from '../db/cursor';

export interface Page<T> {
  items: T[];
  lastKey: Record<string, unknown> | undefined;
}

/** Key shapes of the two list queries, for validating cursors. */
export const inviterIndexShape = (inviterId: string): IndexKeyShape => ({
  attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  partition: { attribute: 'gsi1pk', value: invitationsByInviterPartition(inviterId) },
});
export const allInvitationsIndexShape: IndexKeyShape = {
  attributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
  partition: { attribute: 'gsi2pk', value: ALL_INVITATIONS_PARTITION },
};

/** Stores a batch of new invitations in one transaction: all or none. */
export async function putInvitations(invitations: readonly InvitationRecord[]): Promise<void> {
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: invitations.map((invitation) => ({
        Put: { TableName: tableName(), Item: toInvitationItem(invitation), ConditionExpression: CREATE_ONLY },
      })),
    }),
  );
}

/** The invitation whose token has this hash, or null. */
export async function findInvitation(tokenHash: string): Promise<InvitationRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: invitationKey(tokenHash), ConsistentRead: true }),
  );
  return Item ? fromInvitationItem(Item) : null;
}

/** Most query rounds one filtered page may take, so a sparse filter cannot make a request unbounded. */
const MAX_FILTER_ROUNDS = 5;

/**
 * Reads one page of a query, newest first. With a filter, DynamoDB's Limit counts items read
 * before filtering, so a few rounds fill the page; the cursor is where the last round stopped.
 */
async function queryPage(
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  limit: number,
  startKey: PageKey | undefined,
): Promise<Page<InvitationRecord>> {
  const items: InvitationRecord[] = [];
  let lastKey: Record<string, unknown> | undefined = startKey;
  for (let round = 0; round < MAX_FILTER_ROUNDS && items.length < limit; round += 1) {
    const result = await dynamo().send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        ScanIndexForward: false,
        Limit: limit - items.length,
        ...(lastKey ? { ExclusiveStartKey: lastKey } : {}),
      }),
    );
    items.push(...(result.Items ?? []).map(fromInvitationItem));
    lastKey = result.LastEvaluatedKey;
    if (!lastKey || !input.FilterExpression) break;
  }
  return { items, lastKey };
}

/** One page of an inviter's invitations, newest first. */
export function queryInvitationsByInviter(
  inviterId: string,
  limit: number,
  startKey: PageKey | undefined,
): Promise<Page<InvitationRecord>> {
  return queryPage(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': invitationsByInviterPartition(inviterId) },
    },
    limit,
    startKey,
  );
}

/** One page of every invitation, newest first, optionally only those in a status at `now`. */
export function queryAllInvitations(
  limit: number,
  startKey: PageKey | undefined,
  status: InvitationStatus | undefined,
  now: string,
): Promise<Page<InvitationRecord>> {
  const filters: Record<InvitationStatus, { expression: string; values: Record<string, string> }> = {
    pending: {
      expression: '#status = :pending AND validUntil > :now',
      values: { ':pending': 'pending', ':now': now },
    },
    expired: {
      expression: '#status = :pending AND validUntil <= :now',
      values: { ':pending': 'pending', ':now': now },
    },
    used: { expression: '#status = :used', values: { ':used': 'used' } },
  };
  const filter = status ? filters[status] : undefined;
  return queryPage(
    {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ...(filter
        ? { FilterExpression: filter.expression, ExpressionAttributeNames: { '#status': 'status' } }
        : {}),
      ExpressionAttributeValues: { ':pk': ALL_INVITATIONS_PARTITION, ...filter?.values },
    },
    limit,
    startKey,
  );
}

/**
 * Claims a pending, unexpired invitation for one sign-up: one conditional update, so of any number
 * of concurrent sign-ups exactly one gets it. A claim older than `staleBefore` (its sign-up died
 * half-way) may be taken over. Answers false when the invitation could not be claimed.
 */
export async function claimInvitation(
  tokenHash: string,
  claimId: string,
  now: string,
  staleBefore: string,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationKey(tokenHash),
        UpdateExpression: 'SET claimId = :claimId, claimedAt = :now',
        ConditionExpression:
          '#status = :pending AND validUntil > :now AND (attribute_not_exists(claimId) OR claimedAt < :staleBefore)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':claimId': claimId,
          ':now': now,
          ':pending': 'pending',
          ':staleBefore': staleBefore,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives up a claim (the sign-up failed), unless someone else's claim has replaced it. */
export async function releaseInvitationClaim(tokenHash: string, claimId: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationKey(tokenHash),
        UpdateExpression: 'REMOVE claimId, claimedAt',
        ConditionExpression: 'claimId = :claimId',
        ExpressionAttributeValues: { ':claimId': claimId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Creates the user's item and marks the invitation used, in one transaction, only while the claim
 * is still ours. Answers false when the transaction was refused (claim lost or user exists).
 */
export async function completeSignUp(
  user: UserRecord,
  tokenHash: string,
  claimId: string,
  now: string,
): Promise<boolean> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: toUserItem(user), ConditionExpression: CREATE_ONLY } },
          {
            Update: {
              TableName: tableName(),
              Key: invitationKey(tokenHash),
              UpdateExpression:
                'SET #status = :used, usedAt = :now, usedBy = :userId REMOVE claimId, claimedAt',
              ConditionExpression: '#status = :pending AND claimId = :claimId',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':used': 'used',
                ':pending': 'pending',
                ':now': now,
                ':userId': user.userId,
                ':claimId': claimId,
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}
