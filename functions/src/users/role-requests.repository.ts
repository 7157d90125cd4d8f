/** The only module that reads and writes role request items. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '#shared/users/roles';
import {
  PENDING_ROLE_REQUESTS_INDEX,
  PENDING_ROLE_REQUESTS_PARTITION,
  ROLE_REQUEST_SORT_PREFIX,
  fromRoleRequestItem,
  roleRequestKey,
  toPendingRoleRequestItem,
  type RoleRequestRecord,
} from '../db/entities/role-request.entity';
import { TABLE, indexKeyAttributes } from '../db/indexes';
import { queryOnce, queryPage, type Page } from '../db/query';
import { tableName } from '../db/table';
import { failedAt, transactWrite, type TransactItem } from '../db/transactions';
import { dynamo } from '../lib/clients';
import { USER_PREFIX } from '../db/entities/user.entity';

/**
 * Stores a pending request with its audit record, in one transaction, unless one for that user and
 * role is pending already. Answers false when it was (nothing is written then).
 */
export async function putPendingRoleRequest(
  request: RoleRequestRecord,
  audit: TransactItem,
): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: toPendingRoleRequestItem(request),
          ConditionExpression: 'attribute_not_exists(pk) OR #status <> :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pending': 'pending' },
        },
      },
      audit,
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/** One user's request for one role, or null. */
export async function findRoleRequest(userId: string, role: Role): Promise<RoleRequestRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: roleRequestKey(userId, role), ConsistentRead: true }),
  );
  return Item ? fromRoleRequestItem(Item) : null;
}

/** Every request of one user: at most one per role, so one small read. */
export async function queryRoleRequestsOf(userId: string): Promise<RoleRequestRecord[]> {
  const { items } = await queryOnce(
    {
      index: TABLE,
      partition: `${USER_PREFIX}${userId}`,
      sort: { beginsWith: ROLE_REQUEST_SORT_PREFIX },
    },
    { consistent: true },
  );
  return items.map(fromRoleRequestItem);
}

/** One page of pending requests, oldest first. */
export function queryPendingRoleRequests(
  limit: number,
  cursor: string | undefined,
): Promise<Page<RoleRequestRecord>> {
  return queryPage(
    { index: PENDING_ROLE_REQUESTS_INDEX, partition: PENDING_ROLE_REQUESTS_PARTITION },
    { cursor, limit, forward: true },
    fromRoleRequestItem,
  );
}

/**
 * Records an admin's decision with its audit record, in one transaction, only while the request is
 * pending; it leaves the pending list (its index keys go). Answers false when it was not pending.
 */
export async function recordRoleDecision(
  request: Pick<RoleRequestRecord, 'userId' | 'role' | 'status' | 'decidedAt' | 'decidedBy'>,
  audit: TransactItem,
): Promise<boolean> {
  const [indexPk, indexSk] = indexKeyAttributes(PENDING_ROLE_REQUESTS_INDEX);
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: roleRequestKey(request.userId, request.role),
          UpdateExpression: `SET #status = :status, decidedAt = :decidedAt, decidedBy = :decidedBy REMOVE ${indexPk}, ${indexSk}`,
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': request.status,
            ':decidedAt': request.decidedAt,
            ':decidedBy': request.decidedBy,
            ':pending': 'pending',
          },
        },
      },
      audit,
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}
