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
 */
import { z } from 'zod';
import { accountStatusSchema } from '#shared/admin/admin-users';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import { languageSchema } from '#shared/core/language';
import { sellerPreferencesSchema } from '#shared/users/profile';
import { roleSchema } from '#shared/users/roles';
import { userByEmailKey, userKey, userListByEmailKey, userListByLastNameKey } from '../keys';

export const USER_ENTITY = 'User';

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
   * First right of refusal (SPEC §4): the buyer also sees exclusive listings. Set by admins
   * (issue #5); items written before it existed read as false.
   */
  firstRightOfRefusal: z.boolean().default(false),
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
