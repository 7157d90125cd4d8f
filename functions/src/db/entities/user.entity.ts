/**
 * User profile item.
 *
 * Access patterns:
 * - get a user by id: GetItem pk=USER#<userId>, sk=PROFILE
 * - find a user by e-mail: Query gsi1 gsi1pk=EMAIL#<email>
 * - list users by e-mail, or by e-mail prefix (admin): Query gsi2 gsi2pk=USERS#BY_EMAIL,
 *   gsi2sk begins_with <prefix>
 * - find users by last-name prefix (admin): Query gsi3 gsi3pk=USERS#BY_LAST_NAME,
 *   gsi3sk begins_with <prefix>
 * - buyers who earned the Certified Buyer badge, newest first (admin filter): Query gsi4
 *   gsi4pk=USERS#CERTIFIED (sparse: written with the badge; whether it is still valid is the course's
 *   rule, docs/training.md)
 * - Owners Club members who appear on its map: Query gsi5 gsi5pk=USERS#ON_OWNER_MAP (sparse: written
 *   with `ownerLocation.visible`, by ZIP)
 */
import * as z from 'zod';
import { accountStatusSchema } from '#shared/admin/admin-users';
import { ownerLocationSchema } from '#shared/users/owner-location';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import { languageSchema } from '#shared/core/language';
import { sellerPreferencesSchema } from '#shared/users/profile';
import { roleSchema } from '#shared/users/roles';
import { GSI1, GSI2, GSI3, GSI4, GSI5 } from '../indexes';

export const USER_ENTITY = 'User';

/** Partition prefix of everything that belongs to one user (profile, favourites, notifications…). */
export const USER_PREFIX = 'USER#';
export const EMAIL_PREFIX = 'EMAIL#';

/** Find a user by e-mail address. */
export const USER_BY_EMAIL_INDEX = GSI1;
/** Every user ordered by e-mail (admin list and e-mail prefix search). */
export const USERS_BY_EMAIL_INDEX = GSI2;
/** Every user ordered by last name (admin last-name prefix search). */
export const USERS_BY_LAST_NAME_INDEX = GSI3;
/** Buyers who earned the badge, in the order they earned it (sparse). */
export const CERTIFIED_USERS_INDEX = GSI4;
export const CERTIFIED_USERS_PARTITION = 'USERS#CERTIFIED';

/** Owners Club members who chose to appear on its map (sparse). */
export const OWNER_MAP_MEMBERS_INDEX = GSI5;
export const OWNER_MAP_MEMBERS_PARTITION = 'USERS#ON_OWNER_MAP';

/**
 * gsi5 key of a member's profile item while they appear on the Owners Club map, written in the same
 * update as `ownerLocation` (and removed with it, or when the account is deactivated), so the map is
 * one Query of the members who appear, never a read of every user.
 */
export const ownerMapMemberKey = (zipCode: string, userId: string) => ({
  gsi5pk: OWNER_MAP_MEMBERS_PARTITION,
  gsi5sk: `${zipCode}#${userId}`,
});

/** gsi4 key of a certified buyer's profile item, written with the badge. */
export const certifiedUserKey = (earnedAt: string, userId: string) => ({
  gsi4pk: CERTIFIED_USERS_PARTITION,
  gsi4sk: `${earnedAt}#${userId}`,
});

/** Primary key of a user's profile item. */
export const userKey = (userId: string) => ({ pk: `${USER_PREFIX}${userId}`, sk: 'PROFILE' });

/** gsi1 partition of a user's profile item: its lower-cased e-mail address. */
export const userByEmailPartition = (email: string) => `${EMAIL_PREFIX}${email.trim().toLowerCase()}`;
/** gsi1 key of a user's profile item: find a user by e-mail address. */
export const userByEmailKey = (email: string) => ({ gsi1pk: userByEmailPartition(email), gsi1sk: 'USER' });

/** Partition of gsi2 holding every user ordered by e-mail, for the admin's list and prefix search. */
export const USERS_BY_EMAIL_PARTITION = 'USERS#BY_EMAIL';
/** Partition of gsi3 holding every user ordered by last name, for the admin's prefix search. */
export const USERS_BY_LAST_NAME_PARTITION = 'USERS#BY_LAST_NAME';

/** gsi2 key of a user's profile item: sorted by lower-cased e-mail. */
export const userListByEmailKey = (email: string) => ({
  gsi2pk: USERS_BY_EMAIL_PARTITION,
  gsi2sk: email.trim().toLowerCase(),
});

/** gsi3 key of a user's profile item: sorted by lower-cased last name, the id keeping entries distinct. */
export const userListByLastNameKey = (lastName: string, userId: string) => ({
  gsi3pk: USERS_BY_LAST_NAME_PARTITION,
  gsi3sk: `${lastName.trim().toLowerCase()}#${userId}`,
});

export const userRecordSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  roles: z.array(roleSchema),
  cognitoGroups: z.array(z.string()),
  languagePreference: languageSchema,
  accountStatus: accountStatusSchema,
  /**
   * Whether the address in `email` is verified: by Cognito (the ID token's `email_verified`) or by
   * being the address the invitation was sent to. Items written before it existed read as false
   * until the next `me` with a verified token (docs/requirements.md#r4-10).
   */
  emailVerified: z.boolean().default(false),
  callBookingLink: z.string().nullable(),
  companyName: z.string().nullable(),
  companyPhone: z.string().nullable(),
  companyEmail: z.string().nullable(),
  companyLogoKey: z.string().nullable(),
  profilePictureKey: z.string().nullable(),
  offerWebhookEnabled: z.boolean(),
  offerSubmittedUrl: z.string().nullable(),
  // Items written before these sections existed have none: they read as "not saved yet".
  buyerPreferences: buyerPreferencesSchema.nullable().default(null),
  buyBox: buyBoxSchema.nullable().default(null),
  sellerPreferences: sellerPreferencesSchema.nullable().default(null),
  /**
   * First right of refusal: the buyer also sees exclusive listings. Set by admins; items written
   * before it existed read as false.
   */
  firstRightOfRefusal: z.boolean().default(false),
  /**
   * Two-step sign-in (TOTP) is on, as Cognito last reported it (docs/requirements.md#r6-7-mfa);
   * admin routes read it. Items written before it existed read as false.
   */
  mfaEnabled: z.boolean().default(false),
  /**
   * The self-managed roles given by the user's invitation or by an admin, which the user may drop
   * and add again without asking (docs/requirements.md#r6-8). Items written before it existed read
   * as none: any role they add is a request.
   */
  grantedRoles: z.array(roleSchema).default([]),
  /**
   * The Certified Buyer badge, written only by the transaction that completes the last required
   * lesson (docs/training.md "The badge"); whether it is still valid depends on the course's
   * `certificationValidFromVersion`. Items written before it existed read as none.
   */
  certification: z
    .object({ earnedAt: z.string(), courseVersion: z.number().int(), credentialId: z.string() })
    .nullable()
    .default(null),
  /**
   * Whether and where the member appears on the Owners Club map (docs/demand.md); items written
   * before it existed read as none (off).
   */
  ownerLocation: ownerLocationSchema.nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A user as the domain sees it, without key attributes. */
export type UserRecord = z.infer<typeof userRecordSchema>;
/** A user as it may be written: the profile sections may be left out (they default to null). */
export type NewUserRecord = z.input<typeof userRecordSchema>;

/** The index keys that follow a user's e-mail and last name; rewritten whenever those change. */
export function userIndexKeys(user: Pick<UserRecord, 'userId' | 'email' | 'lastName'>) {
  return {
    ...userByEmailKey(user.email),
    ...userListByEmailKey(user.email),
    ...userListByLastNameKey(user.lastName, user.userId),
  };
}

/** The stored item: the record plus its keys and entity name. */
export function toUserItem(user: NewUserRecord) {
  const record = userRecordSchema.parse(user);
  return { ...userKey(record.userId), ...userIndexKeys(record), entity: USER_ENTITY, ...record };
}

/** Reads a stored item back into a record, refusing an item of another shape. */
export function fromUserItem(item: Record<string, unknown>): UserRecord {
  return userRecordSchema.parse(item);
}
