/**
 * The backfill of browse entries (docs/decisions/browse-facets.md "Existing tables"): listings
 * stored before browse entries carry the browse keys themselves and have no facet entries, so
 * filtered browse pages miss them. Each one found is rewritten as it is through the listing's own
 * edit transaction (deals.repository.ts `replaceDeal`: conditioned on `updatedAt` as read, it REMOVEs
 * the old keys and writes the entries), which takes it out of the partition read here. A migration:
 * once every stage has run it to the end, it finds nothing and can be removed.
 */
import type { PageKey } from '../db/cursor';
import { isBrowsable } from '../db/entities/deal.entity';
import type { RemainingTime } from '../jobs/scheduled-job';
import { ConflictError } from '../lib/errors';
import { logger } from '../lib/logger';
import { findDeal, legacyBrowseListingsRound, replaceDeal } from './deals.repository';

/** Items one Query round reads (listings and entries alike: the filter is applied after). */
export const BACKFILL_ROUND_SIZE = 100;

/** Time kept back from the timeout: a run stops starting listings once less than this is left. */
export const BACKFILL_STOP_MARGIN_MS = 60_000;

/** What a run did. */
export interface BrowseBackfillOutcome {
  /** Listings given their entries. */
  migrated: number;
  /** Listings left alone: changed meanwhile (so written with entries already) or gone, or not browsable. */
  skipped: number;
  /** False when the run stopped near its timeout: the next run continues. */
  finished: boolean;
}

/** Migrates one listing; false when it was skipped. */
async function migrateListing(dealId: string): Promise<boolean> {
  // Read consistently: the index copy may lag, and the write is conditioned on what is read here.
  const deal = await findDeal(dealId);
  // A listing outside browse never had the keys kept (a status change removed them); its entries
  // are written by its next status change.
  if (!deal || !isBrowsable(deal.status)) return false;
  try {
    await replaceDeal(deal, deal);
    return true;
  } catch (error) {
    // The listing changed since it was read: that write REMOVEd the old keys and wrote its entries.
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/** Gives every listing stored before browse entries its entries, until done or the time is nearly up. */
export async function backfillBrowseEntries(remainingMs: RemainingTime): Promise<BrowseBackfillOutcome> {
  const outcome: BrowseBackfillOutcome = { migrated: 0, skipped: 0, finished: false };
  let startKey: PageKey | undefined;
  do {
    if (remainingMs() < BACKFILL_STOP_MARGIN_MS) break;
    const round = await legacyBrowseListingsRound(startKey, BACKFILL_ROUND_SIZE);
    for (const dealId of round.dealIds) {
      if (await migrateListing(dealId)) outcome.migrated += 1;
      else outcome.skipped += 1;
    }
    startKey = round.lastKey;
    outcome.finished = startKey === undefined;
  } while (startKey);
  if (!outcome.finished) {
    logger.warn('Browse backfill stopped before its timeout; the next run continues', { ...outcome });
  }
  return outcome;
}
