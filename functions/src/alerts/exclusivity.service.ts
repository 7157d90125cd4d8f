/**
 * The end of first-refusal delays (docs/alerts.md "Jobs"): scheduled when an exclusive listing is
 * stored; then every exclusive listing whose delay has ended turns active, with a `system` history entry, through the same conditional status change
 * as a seller's; that change enqueues the release of everyone else's alerts. A listing that left
 * exclusive meanwhile (the seller turned it active, it went pending or was canceled) is left alone.
 */
import type { DealRecord } from '../db/entities/deal.entity';
import { changeDealStatusAsSystem } from '../deals/deal-status.service';
import { deleteExclusivityEnd, listDueExclusivityEnds, putExclusivityEnd } from './alerts.repository';
import { exclusivityEndsAt } from './first-refusal';

/** What a run did. */
export interface ExclusivityOutcome {
  /** Listings this run turned active. */
  activated: string[];
  /** Due listings that were no longer exclusive. */
  skipped: string[];
}

/**
 * Schedules the end of a new exclusive listing's delay. Written with the listing, not through the
 * alerts queue, so the delay ends even if the queue is down.
 */
export async function scheduleExclusivityEnd(
  deal: Pick<DealRecord, 'dealId' | 'createdAt' | 'firstRefusalHours'>,
): Promise<void> {
  await putExclusivityEnd(deal.dealId, exclusivityEndsAt(deal.createdAt, deal.firstRefusalHours));
}

/** Turns every exclusive listing whose delay ended by `now` active. */
export async function endDueExclusivity(now: Date): Promise<ExclusivityOutcome> {
  const outcome: ExclusivityOutcome = { activated: [], skipped: [] };
  for (const end of await listDueExclusivityEnds(now.toISOString())) {
    const changed = await changeDealStatusAsSystem(end.dealId, 'exclusive', 'active', now);
    (changed ? outcome.activated : outcome.skipped).push(end.dealId);
    await deleteExclusivityEnd(end);
  }
  return outcome;
}
