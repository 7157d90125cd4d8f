/**
 * Role rules shared by the API and the web app (docs/requirements.md#r4-2 fallback mapping,
 * docs/requirements.md#r5-11, docs/requirements.md#r6-1). Pure functions only: no AWS, no React.
 */
import * as z from 'zod';

export const ROLES = ['buyer', 'originator', 'owner', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/**
 * docs/requirements.md#r6-3: deal creation is for originators and admins; an originator manages only their
 * own.
 */
export const DEAL_MANAGERS = ['originator', 'admin'] as const satisfies readonly Role[];

/** Cognito group that carries each role (docs/requirements.md#e1-1). */
export const GROUP_FOR_ROLE: Readonly<Record<Role, string>> = {
  buyer: 'buyers',
  originator: 'originators',
  owner: 'owners',
  admin: 'admins',
};

/** Roles from the most to the least privileged: the first one held is the user's primary role. */
const ROLE_PRIORITY: readonly Role[] = ['admin', 'owner', 'originator', 'buyer'];

/** What `hasRole` needs to know about a user; every field is optional because fallback users are partial. */
export interface RoleHolder {
  role?: string | null;
  roles?: readonly string[] | null;
  cognitoGroups?: readonly string[] | null;
}

/**
 * docs/requirements.md#r5-11: a user has a role if the roles array contains it, or the single role equals
 * it, or the groups contain it or its plural.
 */
export function hasRole(user: RoleHolder | null | undefined, role: Role): boolean {
  if (!user) return false;
  if (user.roles?.includes(role)) return true;
  if (user.role === role) return true;
  const groups = user.cognitoGroups ?? [];
  return groups.includes(role) || groups.includes(`${role}s`);
}

/** True when the user holds at least one of the roles. */
export function hasAnyRole(user: RoleHolder | null | undefined, roles: readonly Role[]): boolean {
  return roles.some((role) => hasRole(user, role));
}

/** Every role whose group (singular or plural) is in the list, most privileged first. */
export function rolesFromGroups(groups: readonly string[]): Role[] {
  const normalised = groups.map((group) => group.trim().toLowerCase());
  return ROLE_PRIORITY.filter(
    (role) => normalised.includes(role) || normalised.includes(GROUP_FOR_ROLE[role]),
  );
}

/**
 * docs/requirements.md#r4-2 fallback mapping: a group containing admin gives admin; owner or owners gives
 * owner; originator or originators gives originator; buyer or buyers gives buyer; default buyer.
 */
export function primaryRoleFromGroups(groups: readonly string[]): Role {
  const normalised = groups.map((group) => group.trim().toLowerCase());
  if (normalised.some((group) => group.includes('admin'))) return 'admin';
  return rolesFromGroups(normalised)[0] ?? 'buyer';
}

/** The primary role of a set of roles (docs/requirements.md#r4-2: a missing role defaults to buyer). */
export function primaryRole(roles: readonly Role[]): Role {
  return ROLE_PRIORITY.find((role) => roles.includes(role)) ?? 'buyer';
}

/**
 * Roles that see Dashboard, Buyers and Owners Club in the header (docs/requirements.md#r2-13,
 * docs/requirements.md#r6-2).
 */
export const SELLER_SIDE_ROLES: readonly Role[] = ['originator', 'owner', 'admin'];

/** The roles with `added` joined, each role once, in the order first seen. */
export const unionRoles = (roles: readonly Role[], added: readonly Role[] = []): Role[] =>
  [...roles, ...added].filter((role, index, all) => all.indexOf(role) === index);
