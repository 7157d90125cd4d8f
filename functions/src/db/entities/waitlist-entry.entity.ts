/**
 * Waitlist entry item, and the counter of waiting entries.
 *
 * Access patterns:
 * - add an entry unless the address is listed: TransactWriteItems { Put pk=WAITLIST#<email>, sk=ENTRY
 *   with attribute_not_exists(pk); Update the counter pk=WAITLIST_COUNTER, sk=COUNTER with
 *   entries < capacity }: a duplicate and a full list are both decided by conditions, never by a read
 * - get an entry by id (admin URLs): Query gsi1 gsi1pk=WAITLIST_ENTRY#<entryId>
 * - every entry, oldest first (admin): Query gsi2 gsi2pk=WAITLIST
 * - entries of one status, oldest first (admin): Query gsi3 gsi3pk=WAITLIST_STATUS#<status>
 * - invite an entry: TransactWriteItems { Put the invitation; Update the entry (status waiting →
 *   invited, gsi3 key rewritten); Update the counter (one place freed) }
 */
import { z } from 'zod';
import { waitlistEntryStatusSchema, waitlistRoleSchema } from '#shared/waitlist/waitlist';
import { waitlistByStatusKey, waitlistEntryByIdKey, waitlistEntryKey, waitlistListKey } from '../keys';

export const WAITLIST_ENTRY_ENTITY = 'WaitlistEntry';
export const WAITLIST_COUNTER_ENTITY = 'WaitlistCounter';

export const waitlistEntryRecordSchema = z.object({
  entryId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: waitlistRoleSchema,
  note: z.string().nullable(),
  status: waitlistEntryStatusSchema,
  createdAt: z.string(),
  invitedAt: z.string().nullable(),
  /** Id of the invitation the entry was turned into. */
  invitationId: z.string().nullable(),
  /** User id of the admin who invited. */
  invitedBy: z.string().nullable(),
});
export type WaitlistEntryRecord = z.infer<typeof waitlistEntryRecordSchema>;

/** The stored item: the record plus its keys and entity name. */
export function toWaitlistEntryItem(entry: WaitlistEntryRecord) {
  return {
    ...waitlistEntryKey(entry.email),
    ...waitlistEntryByIdKey(entry.entryId),
    ...waitlistListKey(entry.createdAt, entry.entryId),
    ...waitlistByStatusKey(entry.status, entry.createdAt, entry.entryId),
    entity: WAITLIST_ENTRY_ENTITY,
    ...entry,
  };
}

/** Reads a stored item back into a record, refusing an item of another shape. */
export function fromWaitlistEntryItem(item: Record<string, unknown>): WaitlistEntryRecord {
  return waitlistEntryRecordSchema.parse(item);
}

/** Name of the counter item's attribute holding the number of waiting entries. */
export const WAITLIST_COUNT_ATTRIBUTE = 'entries';
