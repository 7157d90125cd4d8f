/** The only module that reads and writes invitation items (and, at sign-up, the new user's item). */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ALL_INVITATIONS_INDEX,
  ALL_INVITATIONS_PARTITION,
  INVITATIONS_BY_INVITER_INDEX,
  fromInvitationItem,
  invitationKey,
  invitationsByInviterPartition,
  toInvitationItem,
  type InvitationRecord,
} from '../db/entities/invitation.entity';
import { toUserItem, type UserRecord } from '../db/entities/user.entity';
import { queryPage, type Page, type QueryFilter } from '../db/query';
import { CREATE_ONLY, isConditionFailure, tableName } from '../db/table';
import { isTransactionCanceled, transactWrite, type TransactItem } from '../db/transactions';
import { dynamo } from '../lib/clients';
import type { InvitationStatus } from '#shared/invitations/invitations';

/** Stores a batch of new invitations and its audit record in one transaction: all or none. */
export async function putInvitations(
  invitations: readonly InvitationRecord[],
  audit: TransactItem,
): Promise<void> {
  await transactWrite([
    ...invitations.map((invitation) => ({
      Put: { TableName: tableName(), Item: toInvitationItem(invitation), ConditionExpression: CREATE_ONLY },
    })),
    audit,
  ]);
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

/** One page of an inviter's invitations, newest first. */
export function queryInvitationsByInviter(
  inviterId: string,
  limit: number,
  cursor: string | undefined,
): Promise<Page<InvitationRecord>> {
  return queryPage(
    { index: INVITATIONS_BY_INVITER_INDEX, partition: invitationsByInviterPartition(inviterId) },
    { cursor, limit, forward: false },
    fromInvitationItem,
  );
}

/** One page of every invitation, newest first, optionally only those in a status at `now`. */
export function queryAllInvitations(
  limit: number,
  cursor: string | undefined,
  status: InvitationStatus | undefined,
  now: string,
): Promise<Page<InvitationRecord>> {
  const names = { '#status': 'status' };
  const filters: Record<InvitationStatus, QueryFilter> = {
    pending: {
      expression: '#status = :pending AND validUntil > :now',
      names,
      values: { ':pending': 'pending', ':now': now },
    },
    expired: {
      expression: '#status = :pending AND validUntil <= :now',
      names,
      values: { ':pending': 'pending', ':now': now },
    },
    used: { expression: '#status = :used', names, values: { ':used': 'used' } },
  };
  return queryPage(
    { index: ALL_INVITATIONS_INDEX, partition: ALL_INVITATIONS_PARTITION },
    {
      cursor,
      limit,
      forward: false,
      filter: status ? filters[status] : null,
      fillRounds: MAX_FILTER_ROUNDS,
    },
    fromInvitationItem,
  );
}

/**
 * Claims a pending, unexpired invitation for one sign-up by `email`: one conditional update, so of
 * any number of concurrent sign-ups exactly one gets it. A claim older than `staleBefore` (its
 * sign-up died half-way) may be taken over. An invitation bound to an address (see
 * `releaseInvitationClaim`) is claimed only for that address. Answers false when it could not be.
 */
export async function claimInvitation(
  tokenHash: string,
  claimId: string,
  email: string,
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
          '#status = :pending AND validUntil > :now AND (attribute_not_exists(claimId) OR claimedAt < :staleBefore)' +
          ' AND (attribute_not_exists(boundEmail) OR boundEmail = :email)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':claimId': claimId,
          ':email': email,
          ':now': now,
          ':pending': 'pending',
          ':staleBefore': staleBefore,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Gives up a claim (the sign-up failed), unless someone else's claim has replaced it. With
 * `bindTo`, the invitation is bound to that address from then on: the sign-up found it registered.
 */
export async function releaseInvitationClaim(
  tokenHash: string,
  claimId: string,
  bindTo?: string,
): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationKey(tokenHash),
        UpdateExpression: bindTo
          ? 'REMOVE claimId, claimedAt SET boundEmail = :email'
          : 'REMOVE claimId, claimedAt',
        ConditionExpression: 'claimId = :claimId',
        ExpressionAttributeValues: { ':claimId': claimId, ...(bindTo ? { ':email': bindTo } : {}) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
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
    await transactWrite([
      { Put: { TableName: tableName(), Item: toUserItem(user), ConditionExpression: CREATE_ONLY } },
      {
        Update: {
          TableName: tableName(),
          Key: invitationKey(tokenHash),
          UpdateExpression: 'SET #status = :used, usedAt = :now, usedBy = :userId REMOVE claimId, claimedAt',
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
    ]);
    return true;
  } catch (error) {
    if (isTransactionCanceled(error)) return false;
    throw error;
  }
}
