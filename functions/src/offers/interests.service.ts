/**
 * Interest in a listing (docs/requirements.md#r2-4 listing detail, docs/requirements.md#r4-4): once per
 * buyer, withdrawn at will. Expressing it counts on the listing (interestCount) and on the day (analytics) in
 * the same transaction.
 */
import {
  interestStateSchema,
  type DealFlowListQuery,
  type DealFlowPageQuery,
  type InterestState,
} from '#shared/offers/offer-schema';
import { expressInterestRefusal } from '#shared/offers/offer-rules';
import { loadManagedDeal, loadVisibleDeal } from '../deals/deal-access';
import { findDeal, getListings } from '../deals/deal-lookups';
import { DealNotTakingOffersError, ForbiddenError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { pageWithCertifiedBuyers } from './certified-buyer-badges';
import { buyerOf, refusalError } from './deal-flow-refusals';
import { dealFlowDealOf, pageOptions } from './deal-flow-pages';
import {
  deleteInterest,
  insertInterest,
  listInterestsOfBuyer,
  listInterestsOfDeal,
} from './offers.repository';

const OWN_LISTING = 'You cannot express interest in your own listing.';

async function stateOf(dealId: string, interested: boolean): Promise<InterestState> {
  const deal = await findDeal(dealId);
  return interestStateSchema.parse({ dealId, interested, interestCount: deal?.interestCount ?? 0 });
}

/**
 * PUT /api/deals/{dealId}/interest: the caller (not the owner) is interested in an exclusive or
 * active listing they can see; idempotent.
 */
export async function expressInterest(
  principal: Principal,
  dealId: string,
  now: Date,
): Promise<InterestState> {
  const { deal, actor } = await loadVisibleDeal(principal, dealId);
  const refusal = expressInterestRefusal(deal.status, actor.isOwner);
  if (refusal) throw refusalError(refusal, OWN_LISTING);
  const outcome = await insertInterest({
    dealId,
    buyerId: principal.userId,
    buyer: await buyerOf(principal),
    createdAt: now.toISOString(),
  });
  // The listing went pending (or further) between the read and the write.
  if (outcome === 'dealNotTakingOffers') throw new DealNotTakingOffersError();
  return stateOf(dealId, true);
}

/** DELETE /api/deals/{dealId}/interest: withdraws the caller's interest, whatever the status; idempotent. */
export async function withdrawInterest(principal: Principal, dealId: string): Promise<InterestState> {
  const { actor } = await loadVisibleDeal(principal, dealId);
  if (actor.isOwner) throw new ForbiddenError(OWN_LISTING);
  await deleteInterest(dealId, principal.userId);
  return stateOf(dealId, false);
}

/**
 * GET /api/deals/{dealId}/interests: the interested buyers table (owner or admin), each buyer's
 * Certified Buyer badge as it holds now.
 */
export async function listDealInterests(principal: Principal, dealId: string, query: DealFlowListQuery) {
  await loadManagedDeal(principal, dealId);
  return pageWithCertifiedBuyers(await listInterestsOfDeal(dealId, pageOptions(query)));
}

/** GET /api/users/me/interests: the caller's interests, newest first, with each listing's status now. */
export async function listMyInterests(principal: Principal, query: DealFlowPageQuery) {
  const page = await listInterestsOfBuyer(principal.userId, pageOptions(query));
  const { listings } = await getListings([...new Set(page.items.map((interest) => interest.dealId))]);
  return {
    items: page.items.flatMap((interest) => {
      const deal = listings.get(interest.dealId);
      return deal
        ? [{ dealId: interest.dealId, createdAt: interest.createdAt, deal: dealFlowDealOf(deal) }]
        : [];
    }),
    nextCursor: page.nextCursor,
  };
}
