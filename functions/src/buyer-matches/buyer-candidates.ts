/**
 * The candidate buyers of a listing (docs/buyer-matching.md "Candidates"): the buyers the alert
 * index lists under the listing's ZIP and city (never a Scan), without its owner and the buyers who
 * said Not interested, at most RANKING_MAX_CANDIDATES of them read (then `capped`), as active buyers
 * (and, while the listing is exclusive, only those with first right of refusal, who alone may see it).
 */
import type { DealRecord } from '../db/entities/deal.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { findCandidateBuyerIds } from '../alerts/alert-index.repository';
import { getUsers } from '../users/users.service';
import { listNotInterestedBuyerIds } from './not-interested.repository';

/** The most candidates one ranking reads: the best of those are shown when there are more. */
export const RANKING_MAX_CANDIDATES = 1000;

export interface Candidates {
  buyers: UserRecord[];
  /** More candidates than RANKING_MAX_CANDIDATES were found; only that many were read. */
  capped: boolean;
  /** Index entries and profiles read. */
  itemsRead: number;
}

/** Whether the user may be offered the listing. */
export const isCandidateBuyer = (user: UserRecord, deal: DealRecord): boolean =>
  user.userId !== deal.ownerId &&
  user.accountStatus === 'active' &&
  user.roles.includes('buyer') &&
  (deal.status !== 'exclusive' || user.firstRightOfRefusal);

/** The listing's candidate buyers. */
export async function findCandidates(deal: DealRecord): Promise<Candidates> {
  const [indexed, notInterested] = await Promise.all([
    findCandidateBuyerIds(deal),
    listNotInterestedBuyerIds(deal.dealId),
  ]);
  const ids = indexed.filter((id) => id !== deal.ownerId && !notInterested.has(id)).sort();
  const read = ids.slice(0, RANKING_MAX_CANDIDATES);
  const users = await getUsers(read);
  return {
    buyers: users.filter((user) => isCandidateBuyer(user, deal)),
    capped: ids.length > read.length,
    itemsRead: indexed.length + notInterested.size + users.length,
  };
}
