/**
 * The end of first-refusal delays (docs/alerts.md "Jobs"): every exclusive listing whose delay has
 * ended turns active, with a `system` history entry, through the same conditional status change
 * as a seller's; that change enqueues the release of everyone else's alerts. A listing that left
 * exclusive meanwhile (the seller turned it active, it went pending or was canceled) is left alone.
 */
import { changeDealStatusAsSystem } from '../deals/deal-status.service';
import { deleteExclusivityEnd, listDueExclusivityEnds } from './alerts.repository';

/** What a run did. */
export interface ExclusivityOutcome {
  /** Listings this run turned active. */
  activated: string[];
  /** Due listings that were no longer exclusive. */
  skipped: string[];
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
