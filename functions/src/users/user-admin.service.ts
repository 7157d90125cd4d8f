/**
 * The admin panel's users: search, roles, deactivation and first right of refusal. Public to the
 * admin routes; it lives with the user records and identities it manages.
 */
import type { AdminUser, AccountStatus } from '#shared/admin/admin-users';
import { holdsValidBadge, type CourseVersionRule } from '#shared/training/certification-rule';
import { unionRoles, type Role } from '#shared/users/roles';
import type { UserRecord } from '../db/entities/user.entity';
import { BadRequestError, NotFoundError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { setFirstRefusalBuyer } from '../alerts/alert-index.service';
import { syncBuyerDemand } from '../demand/buyer-demand';
import { readCourseRecord } from '../training/course.repository';
import { disableAndSignOut, enableUser } from './identity.repository';
import {
  findUser,
  listCertifiedUsers,
  listUsersByEmail,
  listUsersByLastNamePrefix,
  updateUser,
} from './users.repository';
import { applyRoles, isProfileComplete } from './users.service';

export const DEFAULT_PAGE_SIZE = 25;

/** A user as the admin's list shows them; `course` decides whether their badge still holds. */
export function toAdminUser(user: UserRecord, course: CourseVersionRule): AdminUser {
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    accountStatus: user.accountStatus,
    profileComplete: isProfileComplete(user),
    firstRightOfRefusal: user.firstRightOfRefusal,
    certifiedBuyer: holdsValidBadge(user, course),
    createdAt: user.createdAt,
  };
}

/**
 * Without a search: users by e-mail, a page at a time. With one: users whose e-mail or last name
 * starts with it (two index queries, merged, one page, no cursor). `certified`: buyers holding a
 * valid badge, newest badge first, a page at a time (not with a search: 400). One course read a
 * page decides every row's badge.
 */
export async function searchUsers(query: {
  search?: string;
  certified?: 'true';
  cursor?: string;
  limit?: number;
}) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const search = query.search?.trim().toLowerCase() ?? '';
  if (query.certified && search !== '') {
    throw new BadRequestError('The certified buyers filter cannot be combined with a search.');
  }
  if (query.certified) {
    const course = await readCourseRecord();
    const page = await listCertifiedUsers({
      validFromVersion: course.certificationValidFromVersion,
      limit,
      cursor: query.cursor,
    });
    return { items: page.items.map((user) => toAdminUser(user, course)), nextCursor: page.nextCursor };
  }
  if (search === '') {
    const [page, course] = await Promise.all([
      listUsersByEmail({ limit, cursor: query.cursor }),
      readCourseRecord(),
    ]);
    return { items: page.items.map((user) => toAdminUser(user, course)), nextCursor: page.nextCursor };
  }
  const [byEmail, byLastName, course] = await Promise.all([
    listUsersByEmail({ prefix: search, limit }),
    listUsersByLastNamePrefix(search, limit),
    readCourseRecord(),
  ]);
  const merged = new Map<string, UserRecord>();
  for (const user of [...byEmail.items, ...byLastName]) merged.set(user.userId, user);
  const items = [...merged.values()].sort((a, b) => a.email.localeCompare(b.email)).slice(0, limit);
  return { items: items.map((user) => toAdminUser(user, course)), nextCursor: null };
}

/** The user as the admin's list shows them, their badge judged by the course now. */
async function adminUserOf(user: UserRecord): Promise<AdminUser> {
  return toAdminUser(user, await readCourseRecord());
}

async function existingUser(userId: string): Promise<UserRecord> {
  const user = await findUser(userId);
  if (!user) throw new NotFoundError('User not found.');
  return user;
}

/** Sets any of the four roles (each one then given); an admin cannot take the admin role from themselves (no lock-out). */
export async function setUserRoles(
  admin: Principal,
  userId: string,
  roles: readonly Role[],
  now: string,
): Promise<AdminUser> {
  const user = await existingUser(userId);
  if (userId === admin.userId && !roles.includes('admin')) {
    throw new BadRequestError('You cannot remove your own admin role.');
  }
  // A role an admin gave is one the user may drop and add again without asking.
  return adminUserOf(
    await applyRoles(userId, roles, now, { grantedRoles: unionRoles(user.grantedRoles, roles) }),
  );
}

/**
 * Deactivates (Cognito disabled, every session signed out, the item marked so every private route
 * answers 403 from the next request on) or reactivates a user. Admins cannot deactivate themselves.
 */
export async function setUserStatus(
  admin: Principal,
  userId: string,
  accountStatus: AccountStatus,
  now: string,
): Promise<AdminUser> {
  const user = await existingUser(userId);
  if (userId === admin.userId && accountStatus === 'deactivated') {
    throw new BadRequestError('You cannot deactivate your own account.');
  }
  if (user.accountStatus === accountStatus) {
    // Synced even when nothing changed, so repeating the call repairs figures a failure left behind.
    await syncBuyerDemand(userId, now);
    return adminUserOf(user);
  }
  // Cognito first: if it fails, the item still says what the pool does.
  if (accountStatus === 'deactivated') await disableAndSignOut(userId);
  else await enableUser(userId);
  const updated = await updateUser(userId, { accountStatus }, now);
  // A deactivated buyer leaves every ZIP at once; a reactivated one is counted again.
  await syncBuyerDemand(userId, now);
  return adminUserOf(updated);
}

/**
 * Grants or takes away first right of refusal (docs/requirements.md#r1-4): the User item's flag decides who
 * sees exclusive listings; the first-refusal index item lets a new listing find those buyers at once.
 * The index follows the flag and is written on every call (idempotent): the alert fan-out trusts
 * the flag, so a stale index item is harmless, and repeating the call repairs a missing one.
 */
export async function setUserFirstRightOfRefusal(
  userId: string,
  firstRightOfRefusal: boolean,
  now: string,
): Promise<AdminUser> {
  const user = await existingUser(userId);
  const updated =
    user.firstRightOfRefusal === firstRightOfRefusal
      ? user
      : await updateUser(userId, { firstRightOfRefusal }, now);
  // Written even when the flag did not change, so repeating the call repairs a missing index item.
  await setFirstRefusalBuyer(userId, firstRightOfRefusal, now);
  return adminUserOf(updated);
}
