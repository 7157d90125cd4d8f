/**
 * First right of refusal timing (docs/alerts.md): when an exclusive listing's delay ends,
 * and when everyone else's alert of a listing is due.
 */
import { DEFAULT_FIRST_REFUSAL_HOURS } from '#shared/deals/deal-schema';

const HOUR_MS = 60 * 60 * 1000;

/** The instant an exclusive listing listed at `listedAt` turns active on its own. */
export function exclusivityEndsAt(listedAt: string, firstRefusalHours: number | undefined): string {
  return new Date(
    Date.parse(listedAt) + (firstRefusalHours ?? DEFAULT_FIRST_REFUSAL_HOURS) * HOUR_MS,
  ).toISOString();
}

/**
 * When the alerts of buyers without first right of refusal are due: the listing time for a listing
 * listed active; for one listed exclusive, min(end of its delay, the moment it turned active).
 */
export function releaseDueAt(
  deal: { createdAt: string; firstRefusalHours?: number | undefined },
  event: { event: 'listed' | 'activated'; at: string },
): string {
  // Listed active (it has no delay): due at its listing time, whenever it is (re)considered.
  if (event.event === 'listed' || deal.firstRefusalHours === undefined) return deal.createdAt;
  const ends = exclusivityEndsAt(deal.createdAt, deal.firstRefusalHours);
  return Date.parse(event.at) < Date.parse(ends) ? event.at : ends;
}
