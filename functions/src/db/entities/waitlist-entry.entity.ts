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
import * as z from 'zod';
import { waitlistEntrySchema } from '#shared/waitlist/waitlist';
import { GSI1, GSI2, GSI3 } from '../indexes';

export const WAITLIST_ENTRY_ENTITY = 'WaitlistEntry';
export const WAITLIST_COUNTER_ENTITY = 'WaitlistCounter';

/** A waitlist entry by its id. */
export const WAITLIST_ENTRY_BY_ID_INDEX = GSI1;
/** Every entry in arrival order. */
export const WAITLIST_INDEX = GSI2;
/** The entries of one status in arrival order. */
export const WAITLIST_BY_STATUS_INDEX = GSI3;

/** Primary key of a waitlist entry: its (lower-cased) e-mail, so a second request for one address collides. */
export const waitlistEntryKey = (email: string) => ({
  pk: `WAITLIST#${email.trim().toLowerCase()}`,
  sk: 'ENTRY',
});

/** gsi1 partition of a waitlist entry by its id (the id admins use in URLs). */
export const waitlistEntryByIdPartition = (entryId: string) => `WAITLIST_ENTRY#${entryId}`;

/** gsi1 key of a waitlist entry: find it by id. */
export const waitlistEntryByIdKey = (entryId: string) => ({
  gsi1pk: waitlistEntryByIdPartition(entryId),
  gsi1sk: 'ENTRY',
});

/** gsi2 partition holding every waitlist entry (admin list, oldest first). */
export const WAITLIST_PARTITION = 'WAITLIST';

/** gsi2 key of a waitlist entry: all entries in arrival order. */
export const waitlistListKey = (createdAt: string, entryId: string) => ({
  gsi2pk: WAITLIST_PARTITION,
  gsi2sk: `${createdAt}#${entryId}`,
});

/** gsi3 partition of the waitlist entries in one status. */
export const waitlistByStatusPartition = (status: string) => `WAITLIST_STATUS#${status}`;

/** gsi3 key of a waitlist entry: entries of one status in arrival order (rewritten when the status changes). */
export const waitlistByStatusKey = (status: string, createdAt: string, entryId: string) => ({
  gsi3pk: waitlistByStatusPartition(status),
  gsi3sk: `${createdAt}#${entryId}`,
});

/** The SET clause (and its values) that moves an entry into the gsi3 partition of another status. */
export function waitlistStatusKeySet(status: string, createdAt: string, entryId: string) {
  const key = waitlistByStatusKey(status, createdAt, entryId);
  return {
    expression: 'gsi3pk = :gsi3pk, gsi3sk = :gsi3sk',
    values: { ':gsi3pk': key.gsi3pk, ':gsi3sk': key.gsi3sk },
  };
}

/** The one counter of waiting entries, checked against WAITLIST_CAPACITY. */
export const waitlistCounterKey = () => ({ pk: 'WAITLIST_COUNTER', sk: 'COUNTER' });

/** The stored entry: what admins see, plus who invited it and into which invitation. */
export const waitlistEntryRecordSchema = waitlistEntrySchema.extend({
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
