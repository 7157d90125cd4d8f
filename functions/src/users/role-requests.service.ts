/**
 * Role requests (docs/requirements.md#r6-8): a self-managed role a user was not given is asked for,
 * and an admin approves (the role is applied) or denies it. Each request and decision is audited in
 * the transaction that stores it. Public to the admin routes.
 */
import type { RoleRequest, RoleRequestDecision } from '#shared/users/role-requests';
import { rolesFromGroups, unionRoles, type Role } from '#shared/users/roles';
import type { RoleRequestRecord } from '../db/entities/role-request.entity';
import type { UserRecord } from '../db/entities/user.entity';
import type { Page } from '../db/query';
import { NotFoundError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { auditEntry } from '../audit/audit-log.service';
import { listUserGroups } from './identity.repository';
import {
  findRoleRequest,
  putPendingRoleRequest,
  queryPendingRoleRequests,
  queryRoleRequestsOf,
  recordRoleDecision,
} from './role-requests.repository';
import { findUser } from './users.repository';
import { applyRoles } from './users.service';

export const DEFAULT_ROLE_REQUEST_PAGE_SIZE = 25;

const toRoleRequest = (record: RoleRequestRecord): RoleRequest => ({ ...record });

/** Asks an admin for each role (a role already pending stays one request). */
export async function requestRoles(user: UserRecord, roles: readonly Role[], now: Date): Promise<void> {
  const person = { userId: user.userId, email: user.email };
  for (const role of roles) {
    await putPendingRoleRequest(
      {
        userId: user.userId,
        role,
        status: 'pending',
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        requestedAt: now.toISOString(),
        decidedAt: null,
        decidedBy: null,
      },
      auditEntry({ action: 'roleRequested', actor: person, subject: person, role, now }),
    );
  }
}

/** The roles the user asked for that still wait for an admin. */
export async function pendingRolesOf(userId: string): Promise<Role[]> {
  const requests = await queryRoleRequestsOf(userId);
  return requests.filter((request) => request.status === 'pending').map((request) => request.role);
}

/** One page of pending requests, oldest first. */
export async function listPendingRoleRequests(options: {
  cursor?: string;
  limit?: number;
}): Promise<Page<RoleRequest>> {
  const page = await queryPendingRoleRequests(
    options.limit ?? DEFAULT_ROLE_REQUEST_PAGE_SIZE,
    options.cursor,
  );
  return { items: page.items.map(toRoleRequest), nextCursor: page.nextCursor };
}

/** Gives the user the role, and makes it one they may drop and add again themselves. Idempotent. */
async function grantRole(user: UserRecord, role: Role, now: string): Promise<void> {
  const held = rolesFromGroups(await listUserGroups(user.userId));
  await applyRoles(user.userId, unionRoles(held, [role]), now, {
    grantedRoles: unionRoles(user.grantedRoles, [role]),
  });
}

/**
 * Approves (the role joins the user's roles) or denies a pending request. The decision is stored
 * first, by a write conditional on the request being pending, so of two racing decisions one wins;
 * the role is applied after. Applying is idempotent: approving an approved request again applies it
 * again, which finishes an approval whose role change failed. 404 when no request is open to it.
 */
export async function decideRoleRequest(
  admin: Principal,
  userId: string,
  role: Role,
  decision: RoleRequestDecision,
  now: Date,
): Promise<RoleRequest> {
  const [request, user] = await Promise.all([findRoleRequest(userId, role), findUser(userId)]);
  const retriedApproval = request?.status === 'approved' && decision === 'approved';
  if (!request || !user || (request.status !== 'pending' && !retriedApproval)) {
    throw new NotFoundError('No pending request for this role.');
  }
  const nowIso = now.toISOString();
  let decided: RoleRequestRecord = request;
  if (!retriedApproval) {
    decided = { ...request, status: decision, decidedAt: nowIso, decidedBy: admin.userId };
    const recorded = await recordRoleDecision(
      decided,
      auditEntry({
        action: decision === 'approved' ? 'roleApproved' : 'roleDenied',
        actor: { userId: admin.userId, email: admin.email },
        subject: { userId, email: request.email },
        role,
        now,
      }),
    );
    if (!recorded) throw new NotFoundError('No pending request for this role.');
  }
  if (decision === 'approved') await grantRole(user, role, nowIso);
  return toRoleRequest(decided);
}
