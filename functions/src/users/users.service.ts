/** What the API does with users: first-call creation from the token, roles kept in step, language. */
import type { Language } from '../../../shared/src/language';
import type { User } from '../../../shared/src/user';
import type { UserRecord } from '../db/entities/user.entity';
import { env } from '../lib/env';
import { AccountDeactivatedError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { createUserIfAbsent, findUser, updateUser } from './users.repository';

/** A new user's record, from the verified token's claims. */
export function newUserRecord(principal: Principal, now: string): UserRecord {
  return {
    userId: principal.userId,
    email: principal.email,
    firstName: principal.firstName,
    lastName: principal.lastName,
    phoneNumber: principal.phoneNumber,
    roles: principal.roles,
    cognitoGroups: principal.cognitoGroups,
    languagePreference: 'en',
    accountStatus: 'active',
    callBookingLink: null,
    companyName: null,
    companyPhone: null,
    companyEmail: null,
    companyLogoKey: null,
    profilePictureKey: null,
    offerWebhookEnabled: false,
    offerSubmittedUrl: null,
    createdAt: now,
    updatedAt: now,
  };
}

const sameMembers = (left: readonly string[], right: readonly string[]) =>
  left.length === right.length && left.every((value) => right.includes(value));

/**
 * The caller's user: created on the first call, refused with 403 when deactivated, and with its
 * roles brought in step with the token's groups (Cognito groups are the authority on roles).
 */
export async function getCurrentUser(principal: Principal, now: string): Promise<UserRecord> {
  const user =
    (await findUser(principal.userId)) ?? (await createUserIfAbsent(newUserRecord(principal, now)));
  if (user.accountStatus === 'deactivated') throw new AccountDeactivatedError();
  if (sameMembers(user.cognitoGroups, principal.cognitoGroups)) return user;
  return updateUser(user.userId, { roles: principal.roles, cognitoGroups: principal.cognitoGroups }, now);
}

/** Saves the caller's interface language. */
export async function setLanguagePreference(
  principal: Principal,
  languagePreference: Language,
  now: string,
): Promise<UserRecord> {
  const user = await getCurrentUser(principal, now);
  if (user.languagePreference === languagePreference) return user;
  return updateUser(user.userId, { languagePreference }, now);
}

/** A profile is complete when the user can be named and called (SPEC §4 redirect rules). */
export const isProfileComplete = (user: UserRecord): boolean =>
  user.firstName.trim() !== '' && user.lastName.trim() !== '' && (user.phoneNumber ?? '').trim() !== '';

const assetUrl = (key: string | null): string | null => (key ? `${env().ASSETS_BASE_URL}/${key}` : null);

/** The user as the API answers it (SPEC §3). */
export function toUserResponse(user: UserRecord): User {
  const profileComplete = isProfileComplete(user);
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.roles[0] ?? 'buyer',
    roles: user.roles.length > 0 ? user.roles : ['buyer'],
    cognitoGroups: user.cognitoGroups,
    authProvider: 'cognito',
    phoneNumber: user.phoneNumber,
    languagePreference: user.languagePreference,
    profileComplete,
    profileCompleted: profileComplete,
    callBookingLink: user.callBookingLink,
    companyName: user.companyName,
    companyPhone: user.companyPhone,
    companyEmail: user.companyEmail,
    companyLogoUrl: assetUrl(user.companyLogoKey),
    profilePictureUrl: assetUrl(user.profilePictureKey),
    offerWebhookEnabled: user.offerWebhookEnabled,
    offerSubmittedUrl: user.offerSubmittedUrl,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
