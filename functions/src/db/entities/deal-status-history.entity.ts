/**
 * Status history entries of a listing, under the listing's partition.
 *
 * Access patterns:
 * - a listing's history, oldest first: Query pk=DEAL#<dealId>, sk begins_with HISTORY#
 * - write one: a Put in the same transaction as the status change it records. The change is an
 *   Update conditioned `#status = :from`, so of any number of concurrent changes from one status
 *   exactly one lands and exactly one entry is written
 */
import { statusHistoryEntrySchema, type StatusHistoryEntry } from '#shared/deals/deal-status';
import { DEAL_PREFIX } from './deal.entity';

export const DEAL_HISTORY_ENTITY = 'DealStatusHistory';

/** Sort-key prefix of a listing's status history entries (under the listing's partition). */
export const DEAL_HISTORY_PREFIX = 'HISTORY#';

/** A status history entry: oldest first when read in order. */
export const dealHistoryKey = (dealId: string, at: string, entryId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${DEAL_HISTORY_PREFIX}${at}#${entryId}`,
});

/** A status history entry item (entryId keeps two entries of the same instant apart). */
export function toStatusHistoryItem(dealId: string, entryId: string, entry: StatusHistoryEntry) {
  const record = statusHistoryEntrySchema.parse(entry);
  return { ...dealHistoryKey(dealId, record.at, entryId), entity: DEAL_HISTORY_ENTITY, dealId, ...record };
}

/** Reads a status history entry item back. */
export function fromStatusHistoryItem(item: Record<string, unknown>): StatusHistoryEntry {
  return statusHistoryEntrySchema.parse(item);
}
