/**
 * Waitlist entry item, and the counter of confirmed waiting entries.
 *
 * An entry is `unconfirmed` until its e-mail's link is followed (docs/requirements.md#r1-5-waitlist-confirm):
 * it has no place in the capacity, no keys in the admin lists and a TTL, and a new request for the
 * same address replaces it, so an unconfirmed entry never blocks the person who owns the address.
 *
 * Access patterns:
 * - ask to join: PutItem pk=WAITLIST#<canonical e-mail>, sk=ENTRY, status unconfirmed, the hash of the
 *   link's token and a TTL, if attribute_not_exists(pk) OR status = unconfirmed (the claim that allows
 *   one confirmation e-mail)
 * - confirm: TransactWriteItems { Update the entry unconfirmed → waiting if the token hash matches and
 *   the link has not expired (gsi2/gsi3 keys set, TTL removed); Update the counter pk=WAITLIST_COUNTER,
 *   sk=COUNTER with entries < capacity }: a full list is decided by a condition, never by a read
 * - get an entry by id (confirmation links, admin URLs): Query gsi1 gsi1pk=WAITLIST_ENTRY#<entryId>
 * - every confirmed entry, oldest first (admin): Query gsi2 gsi2pk=WAITLIST
 * - confirmed entries of one status, oldest first (admin): Query gsi3 gsi3pk=WAITLIST_STATUS#<status>
 * - invite an entry: TransactWriteItems { Put the invitation; Update the entry (status waiting →
 *   invited, gsi3 key rewritten); Update the counter (one place freed) }
 */
import * as z from 'zod';
import { canonicalEmail } from '#shared/core/email-address';
import { waitlistEntrySchema, waitlistEntryStatusSchema } from '#shared/waitlist/waitlist';
import { GSI1, GSI2, GSI3 } from '../indexes';
import { TTL_ATTRIBUTE } from '../table-definition';

export const WAITLIST_ENTRY_ENTITY = 'WaitlistEntry';
export const WAITLIST_COUNTER_ENTITY = 'WaitlistCounter';

/** A waitlist entry by its id. */
export const WAITLIST_ENTRY_BY_ID_INDEX = GSI1;
/** Every entry in arrival order. */
export const WAITLIST_INDEX = GSI2;
/** The entries of one status in arrival order. */
export const WAITLIST_BY_STATUS_INDEX = GSI3;

/**
 * Primary key of a waitlist entry: its canonical e-mail (lower-cased, no plus tag), so a second
 * request for one mailbox collides however the address is written.
 */
export const waitlistEntryKey = (email: string) => ({
  pk: `WAITLIST#${canonicalEmail(email)}`,
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

/** The SET clause (and its values) that puts a confirmed entry into the admin lists (gsi2 and gsi3). */
export function waitlistListedKeysSet(status: string, createdAt: string, entryId: string) {
  const list = waitlistListKey(createdAt, entryId);
  const byStatus = waitlistStatusKeySet(status, createdAt, entryId);
  return {
    expression: `gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, ${byStatus.expression}`,
    values: { ':gsi2pk': list.gsi2pk, ':gsi2sk': list.gsi2sk, ...byStatus.values },
  };
}

/** The one counter of confirmed waiting entries, checked against WAITLIST_CAPACITY. */
export const waitlistCounterKey = () => ({ pk: 'WAITLIST_COUNTER', sk: 'COUNTER' });

/** Where a stored entry is: unconfirmed (never shown, never counted), then as admins see it. */
export const storedWaitlistStatusSchema = z.enum(['unconfirmed', ...waitlistEntryStatusSchema.options]);

/** The stored entry: what admins see, plus its confirmation and who invited it into which invitation. */
export const waitlistEntryRecordSchema = waitlistEntrySchema.extend({
  status: storedWaitlistStatusSchema,
  /**
   * SHA-256 (hex) of the confirmation link's token; kept after confirming, so the link answers twice.
   * None on entries seeded or made before confirmation existed.
   */
  confirmationHash: z.string().nullable().default(null),
  /** When the confirmation link stops working (ISO); none as above. */
  confirmBy: z.string().nullable().default(null),
  /** Id of the invitation the entry was turned into. */
  invitationId: z.string().nullable(),
  /** User id of the admin who invited. */
  invitedBy: z.string().nullable(),
});
export type WaitlistEntryRecord = z.infer<typeof waitlistEntryRecordSchema>;

/**
 * The stored item: the record plus its keys and entity name. An unconfirmed entry is in no admin
 * list and expires by TTL at its confirmation deadline; a confirmed one is listed and kept.
 */
export function toWaitlistEntryItem(entry: WaitlistEntryRecord) {
  const listed =
    entry.status === 'unconfirmed'
      ? { [TTL_ATTRIBUTE]: Math.ceil(Date.parse(entry.confirmBy ?? entry.createdAt) / 1000) }
      : {
          ...waitlistListKey(entry.createdAt, entry.entryId),
          ...waitlistByStatusKey(entry.status, entry.createdAt, entry.entryId),
        };
  return {
    ...waitlistEntryKey(entry.email),
    ...waitlistEntryByIdKey(entry.entryId),
    ...listed,
    entity: WAITLIST_ENTRY_ENTITY,
    ...entry,
  };
}

/** Reads a stored item back into a record, refusing an item of another shape. */
export function fromWaitlistEntryItem(item: Record<string, unknown>): WaitlistEntryRecord {
  return waitlistEntryRecordSchema.parse(item);
}

/** Name of the counter item's attribute holding the number of confirmed waiting entries. */
export const WAITLIST_COUNT_ATTRIBUTE = 'entries';
