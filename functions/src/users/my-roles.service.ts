/**
 * The roles users manage for themselves (docs/requirements.md#r6-1, docs/requirements.md#r6-8):
 * dropping buyer or originator is immediate, and so is adding one the user was given (by their
 * invitation or an admin); adding the other is a request an admin decides.
 */
import { SELF_MANAGED_ROLES, type UpdateMyRolesBody } from '#shared/users/profile';
import type { MyRoles } from '#shared/users/role-requests';
import { rolesFromGroups, unionRoles, type Role } from '#shared/users/roles';
import { BadRequestError, ForbiddenError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { listUserGroups } from './identity.repository';
import { pendingRolesOf, requestRoles } from './role-requests.service';
import { applyRoles, getCurrentUser, toUserResponse } from './users.service';

/**
 * Applies the drops and the adds the caller may make alone, asks an admin for the others, and
 * answers the user with the roles still pending. Owner and admin only an admin grants (403); at
 * least one role must remain (400). The SPA refreshes its token afterwards so the groups follow.
 */
export async function updateMyRoles(
  principal: Principal,
  change: UpdateMyRolesBody,
  now: Date,
): Promise<MyRoles> {
  const touched = [...change.add, ...change.remove];
  if (touched.some((role) => !SELF_MANAGED_ROLES.includes(role))) {
    throw new ForbiddenError('Only an admin can grant or remove the owner and admin roles.');
  }
  if (change.add.some((role) => change.remove.includes(role))) {
    throw new BadRequestError('A role cannot be added and removed at once.');
  }
  const nowIso = now.toISOString();
  let user = await getCurrentUser(principal, nowIso);
  if (touched.length > 0) {
    const held = rolesFromGroups(await listUserGroups(user.userId));
    const mayAdd = (role: Role) => held.includes(role) || user.grantedRoles.includes(role);
    const direct = change.add.filter(mayAdd);
    const requested = unionRoles(change.add.filter((role) => !mayAdd(role)));
    const next = unionRoles(
      held.filter((role) => !change.remove.includes(role)),
      direct,
    );
    if (next.length === 0) throw new BadRequestError('At least one role must remain.');
    if (direct.length > 0 || change.remove.length > 0) user = await applyRoles(user.userId, next, nowIso);
    await requestRoles(user, requested, now);
  }
  return { user: toUserResponse(user), pendingRoles: await pendingRolesOf(user.userId) };
}
