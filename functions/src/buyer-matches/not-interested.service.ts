/**
 * "Not interested" (docs/buyer-matching.md "Not interested"): a buyer's answer on a listing they
 * can see; it drops the listing from their alerts, them from its buyer list, and its sends skip them.
 * Idempotent both ways.
 */
import type { NotInterestedState } from '#shared/buyer-matches/buyer-match-api';
import { loadVisibleDeal } from '../deals/deal-access';
import { ForbiddenError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { deleteNotInterested, putNotInterested } from './not-interested.repository';

/** The listing, when the caller may see it and it is not their own. */
async function loadOthersDeal(principal: Principal, dealId: string): Promise<void> {
  const { actor } = await loadVisibleDeal(principal, dealId);
  if (actor.isOwner) throw new ForbiddenError('This is your own listing.');
}

/** PUT /api/deals/{dealId}/not-interested. */
export async function markNotInterested(
  principal: Principal,
  dealId: string,
  now: Date,
): Promise<NotInterestedState> {
  await loadOthersDeal(principal, dealId);
  await putNotInterested(dealId, principal.userId, now.toISOString());
  return { dealId, notInterested: true };
}

/** DELETE /api/deals/{dealId}/not-interested. */
export async function clearNotInterested(principal: Principal, dealId: string): Promise<NotInterestedState> {
  await loadOthersDeal(principal, dealId);
  await deleteNotInterested(dealId, principal.userId);
  return { dealId, notInterested: false };
}
