/**
 * User profile item.
 *
 * Access patterns:
 * - get a user by id: GetItem pk=USER#<userId>, sk=PROFILE
 * - find a user by e-mail: Query gsi1 gsi1pk=EMAIL#<email>
 */
import { z } from 'zod';
import { languageSchema } from '../../../../shared/src/language';
import { roleSchema } from '../../../../shared/src/roles';
import { userByEmailKey, userKey } from '../keys';

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
  accountStatus: z.enum(['active', 'deactivated']),
  callBookingLink: z.string().nullable(),
  companyName: z.string().nullable(),
  companyPhone: z.string().nullable(),
  companyEmail: z.string().nullable(),
  companyLogoKey: z.string().nullable(),
  profilePictureKey: z.string().nullable(),
  offerWebhookEnabled: z.boolean(),
  offerSubmittedUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A user as the domain sees it, without key attributes. */
export type UserRecord = z.infer<typeof userRecordSchema>;

/** The stored item: the record plus its keys and entity name. */
export function toUserItem(user: UserRecord) {
  return { ...userKey(user.userId), ...userByEmailKey(user.email), entity: USER_ENTITY, ...user };
}

/** Reads a stored item back into a record, refusing an item of another shape. */
export function fromUserItem(item: Record<string, unknown>): UserRecord {
  return userRecordSchema.parse(item);
}
