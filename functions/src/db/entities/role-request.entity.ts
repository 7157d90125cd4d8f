/**
 * Role request item: a user asked for a self-managed role their invitation did not give them
 * (docs/requirements.md#r6-8). One item per user and role, so a user has at most one pending request
 * per role; a decided one stays (approved or denied) until the same role is asked for again.
 *
 * Access patterns:
 * - get, create and decide one request: GetItem / conditional PutItem / UpdateItem
 *   pk=USER#<userId>, sk=ROLE_REQUEST#<role>
 * - a user's requests (at most one per role): Query pk=USER#<userId>, sk begins_with ROLE_REQUEST#
 * - pending requests, oldest first (admin): Query gsi2 gsi2pk=ROLE_REQUESTS#PENDING; the gsi2 keys
 *   exist only while the request is pending (sparse), a decision removes them
 */
import * as z from 'zod';
import { roleRequestStatusSchema } from '#shared/users/role-requests';
import { roleSchema, type Role } from '#shared/users/roles';
import { GSI2 } from '../indexes';
import { USER_PREFIX } from './user.entity';

export const ROLE_REQUEST_ENTITY = 'RoleRequest';
const SORT_PREFIX = 'ROLE_REQUEST#';

/** Pending requests in the order they were made (sparse: only pending ones carry its keys). */
export const PENDING_ROLE_REQUESTS_INDEX = GSI2;
export const PENDING_ROLE_REQUESTS_PARTITION = 'ROLE_REQUESTS#PENDING';

/** Primary key of one user's request for one role. */
export const roleRequestKey = (userId: string, role: Role) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${SORT_PREFIX}${role}`,
});

/** The sort-key prefix of a user's requests within their partition. */
export const ROLE_REQUEST_SORT_PREFIX = SORT_PREFIX;

/** gsi2 key of a pending request: oldest first, the user and role keeping entries distinct. */
export const pendingRoleRequestKey = (requestedAt: string, userId: string, role: Role) => ({
  gsi2pk: PENDING_ROLE_REQUESTS_PARTITION,
  gsi2sk: `${requestedAt}#${userId}#${role}`,
});

export const roleRequestRecordSchema = z.object({
  userId: z.string(),
  role: roleSchema,
  status: roleRequestStatusSchema,
  /** The requester as they were when asking, so the admin list needs no second read. */
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type RoleRequestRecord = z.infer<typeof roleRequestRecordSchema>;

/** The stored item of a new (pending) request: the record, its keys and the pending-list keys. */
export function toPendingRoleRequestItem(request: RoleRequestRecord) {
  const record = roleRequestRecordSchema.parse(request);
  return {
    ...roleRequestKey(record.userId, record.role),
    ...pendingRoleRequestKey(record.requestedAt, record.userId, record.role),
    entity: ROLE_REQUEST_ENTITY,
    ...record,
  };
}

/** Reads a stored item back into a record, refusing an item of another shape. */
export function fromRoleRequestItem(item: Record<string, unknown>): RoleRequestRecord {
  return roleRequestRecordSchema.parse(item);
}
