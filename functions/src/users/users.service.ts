/**
 * What the API does with users: first-call creation from the token, e-mail kept in step and the
 * profile sections of docs/requirements.md#r2-8 (the roles users manage themselves: my-roles.service).
 */
import type { BuyBox, BuyerPreferences } from '#shared/users/buyer-preferences';
import type { Language } from '#shared/core/language';
import { profileCompletionTarget } from '#shared/users/profile-completion';
import type { CompanyUpdateBody, ProfileUpdateBody, SellerPreferences } from '#shared/users/profile';
import { GROUP_FOR_ROLE, primaryRole, rolesFromGroups, type Role } from '#shared/users/roles';
import type { User } from '#shared/users/user';
import { toE164 } from '#shared/core/validation';
import type { UserRecord } from '../db/entities/user.entity';
import { env } from '../lib/env';
import { AccountDeactivatedError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { syncAlertIndex } from '../alerts/alert-index.service';
import { syncBuyerDemand } from '../demand/buyer-demand';
import { addUserToGroup, listUserGroups, removeUserFromGroup } from './identity.repository';
import { createUserIfAbsent, findUser, updateUser } from './users.repository';

/**
 * The user records other features read: one by id or by e-mail (null when none), or many (the ones
 * found).
 */
export { findUser, findUserByEmail, getUsers } from './users.repository';

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
    emailVerified: principal.emailVerified,
    callBookingLink: null,
    companyName: null,
    companyPhone: null,
    companyEmail: null,
    companyLogoKey: null,
    profilePictureKey: null,
    offerWebhookEnabled: false,
    offerSubmittedUrl: null,
    buyerPreferences: null,
    buyBox: null,
    sellerPreferences: null,
    firstRightOfRefusal: false,
    mfaEnabled: false,
    // The roles an account starts with were given to it (by its invitation or by whoever made it).
    grantedRoles: principal.roles,
    // Only the training transaction that completes the last required lesson writes a badge.
    certification: null,
    // Off until the member turns it on (docs/demand.md).
    ownerLocation: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * What the token may bring into the stored item: a changed e-mail (Cognito keeps the old address
 * until the new one is verified at /verify-email-change) with its verification, and the news that
 * the address is now verified. Never roles: the stored roles are the authority and a token may
 * predate an admin's change (docs/requirements.md#r4-10).
 */
function identityChanges(user: UserRecord, principal: Principal): Partial<UserRecord> {
  if (principal.email !== '' && principal.email !== user.email) {
    return { email: principal.email, emailVerified: principal.emailVerified };
  }
  return principal.emailVerified && !user.emailVerified ? { emailVerified: true } : {};
}

/**
 * The caller's user (as the route pipeline read it, else read now): created on the first call,
 * refused with 403 when deactivated, and with its e-mail and its verification brought in step with
 * the token (identityChanges).
 */
export async function getCurrentUser(principal: Principal, now: string): Promise<UserRecord> {
  const user =
    principal.account ??
    (await findUser(principal.userId)) ??
    (await createUserIfAbsent(newUserRecord(principal, now)));
  if (user.accountStatus === 'deactivated') throw new AccountDeactivatedError();
  const changes = identityChanges(user, principal);
  return Object.keys(changes).length === 0 ? user : updateUser(user.userId, changes, now);
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

/** Saves names, phone (stored as E.164, as Cognito writes it), call-booking link and language. */
export async function updateProfile(
  principal: Principal,
  body: ProfileUpdateBody,
  now: string,
): Promise<UserRecord> {
  const user = await getCurrentUser(principal, now);
  return updateUser(
    user.userId,
    {
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: toE164(body.phoneNumber),
      callBookingLink: body.callBookingLink,
      languagePreference: body.languagePreference,
    },
    now,
  );
}

export async function setBuyerPreferences(
  principal: Principal,
  buyerPreferences: BuyerPreferences,
  now: string,
): Promise<UserRecord> {
  const user = await getCurrentUser(principal, now);
  // Text alerts live on their own routes (docs/decisions/text-alerts.md): an older client's choice is dropped.
  const { notifyByText: _dropped, ...stored } = buyerPreferences;
  const updated = await updateUser(user.userId, { buyerPreferences: stored }, now);
  await syncAlertIndex(user, updated);
  await syncBuyerDemand(user.userId, now);
  return updated;
}

export async function setBuyBox(principal: Principal, buyBox: BuyBox, now: string): Promise<UserRecord> {
  const user = await getCurrentUser(principal, now);
  const updated = await updateUser(user.userId, { buyBox }, now);
  await syncAlertIndex(user, updated);
  await syncBuyerDemand(user.userId, now);
  return updated;
}

export async function setSellerPreferences(
  principal: Principal,
  sellerPreferences: SellerPreferences,
  now: string,
): Promise<UserRecord> {
  const user = await getCurrentUser(principal, now);
  return updateUser(user.userId, { sellerPreferences }, now);
}

export async function updateCompany(
  principal: Principal,
  body: CompanyUpdateBody,
  now: string,
): Promise<UserRecord> {
  const user = await getCurrentUser(principal, now);
  return updateUser(
    user.userId,
    {
      companyName: body.companyName,
      companyPhone: body.companyPhone ? toE164(body.companyPhone) : null,
      companyEmail: body.companyEmail,
    },
    now,
  );
}

/**
 * Brings a user's Cognito groups to exactly `roles` (groups that are not roles are left alone) and
 * the User item with them (and, when given, the roles they may add again themselves). Cognito's
 * current groups are read first rather than trusted from a token, which may predate the last change.
 */
export async function applyRoles(
  userId: string,
  roles: readonly Role[],
  now: string,
  options: { grantedRoles?: Role[] } = {},
): Promise<UserRecord> {
  const groups = await listUserGroups(userId);
  const held = rolesFromGroups(groups);
  for (const role of roles.filter((wanted) => !held.includes(wanted))) {
    await addUserToGroup(userId, GROUP_FOR_ROLE[role]);
  }
  const dropped = held.filter((role) => !roles.includes(role));
  const droppedGroups = groups.filter((group) =>
    dropped.some((role) => rolesFromGroups([group]).includes(role)),
  );
  for (const group of droppedGroups) await removeUserFromGroup(userId, group);
  const cognitoGroups = [
    ...groups.filter((group) => !droppedGroups.includes(group)),
    ...roles.filter((role) => !held.includes(role)).map((role) => GROUP_FOR_ROLE[role]),
  ];
  const updated = await updateUser(
    userId,
    { roles: rolesFromGroups(cognitoGroups), cognitoGroups, grantedRoles: options.grantedRoles },
    now,
  );
  // Gaining or dropping the buyer or owner role counts the buyer in their ZIPs or takes them out.
  await syncBuyerDemand(userId, now);
  return updated;
}

/** A profile is complete by the rules of docs/requirements.md#r4-7 (admins always are). */
/** Saves a seller's `offer.submitted` webhook switch and URL, kept on their user record. */
export function setOfferWebhook(
  userId: string,
  settings: Pick<UserRecord, 'offerWebhookEnabled' | 'offerSubmittedUrl'>,
  now: string,
): Promise<UserRecord> {
  return updateUser(userId, settings, now);
}

export const isProfileComplete = (user: UserRecord): boolean => profileCompletionTarget(user) === null;

const assetUrl = (key: string | null): string | null => (key ? `${env().ASSETS_BASE_URL}/${key}` : null);

/** The user as the API answers it (docs/requirements.md#r3-1). */
export function toUserResponse(user: UserRecord): User {
  const profileComplete = isProfileComplete(user);
  const roles: Role[] = user.roles.length > 0 ? user.roles : ['buyer'];
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.roles[0] ?? primaryRole(roles),
    roles,
    cognitoGroups: user.cognitoGroups,
    authProvider: 'cognito',
    emailVerified: user.emailVerified,
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
    buyerPreferences: user.buyerPreferences,
    buyBox: user.buyBox,
    sellerPreferences: user.sellerPreferences,
    ownerLocation: user.ownerLocation,
    mfaEnabled: user.mfaEnabled,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
