/**
 * The user the session holds: the server's answer to `me`, or, when the server could not validate
 * the token, a fallback built from the ID token's claims (docs/requirements.md#r3-2,
 * docs/requirements.md#r4-1).
 */
import { primaryRoleFromGroups, rolesFromGroups, type Role } from '#shared/users/roles';
import type { User } from '#shared/users/user';
import { decodeIdToken, type IdTokenClaims } from './token-rules';
import { personName } from '#shared/users/person-name';

/** A user built from the ID token when server validation failed; it knows no preferences. */
export interface FallbackUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  roles: Role[];
  cognitoGroups: string[];
  validationFailed: true;
}

export type SessionUser = (User & { validationFailed?: false }) | FallbackUser;

function stringClaim(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function groupsClaim(claims: IdTokenClaims): string[] {
  const groups = claims['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [];
}

/**
 * docs/requirements.md#r3-2: userId from `sub`, names from `given_name`/`family_name` (empty by default),
 * role from the groups (docs/requirements.md#r4-2 mapping, default buyer), flagged `validationFailed`. Null
 * when the token is unreadable.
 */
export function buildFallbackUser(idToken: string): FallbackUser | null {
  const claims = decodeIdToken(idToken);
  const userId = claims ? stringClaim(claims.sub) : '';
  if (!claims || userId === '') return null;
  const cognitoGroups = groupsClaim(claims);
  const role = primaryRoleFromGroups(cognitoGroups);
  const groupRoles = rolesFromGroups(cognitoGroups);
  return {
    userId,
    email: stringClaim(claims.email),
    firstName: stringClaim(claims.given_name),
    lastName: stringClaim(claims.family_name),
    role,
    roles: groupRoles.length > 0 ? groupRoles : [role],
    cognitoGroups,
    validationFailed: true,
  };
}

/** Every role the user holds; docs/requirements.md#r4-2: a missing role defaults to buyer. */
export function rolesOf(user: { role?: Role | null; roles?: readonly Role[] | null }): Role[] {
  if (user.roles && user.roles.length > 0) return [...user.roles];
  return [user.role ?? 'buyer'];
}

/** "First Last", or the e-mail when the user has no name yet. */
export function fullNameOf(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  return personName(user) || user.email;
}

/** The first name, or the e-mail's local part when the user has no name yet. */
export function firstNameOf(user: Pick<SessionUser, 'firstName' | 'email'>): string {
  return user.firstName.trim() || user.email.split('@')[0] || user.email;
}
