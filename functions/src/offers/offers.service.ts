/**
 * Offers (docs/requirements.md#r3-5, docs/requirements.md#r4-4, docs/requirements.md#r5-5): buyers submit
 * them on exclusive and active listings; the owner or an admin reads them and accepts one, which takes the
 * listing to pending in the same transaction, so two acceptances can never both land.
 */
import { ulid } from 'ulid';
import { earliestUsCalendarDay } from '#shared/offers/calendar-day';
import { acceptOfferRefusal, submitOfferRefusal } from '#shared/offers/offer-rules';
import {
  closeOfEscrowDateIssue,
  type DealFlowListQuery,
  type DealFlowPageQuery,
  type MyOffer,
  type Offer,
  type OfferInput,
} from '#shared/offers/offer-schema';
import { loadManagedDeal, loadVisibleDeal } from '../deals/deal-access';
import { getListings } from '../deals/deal-lookups';
import {
  ConflictError,
  DealNotTakingOffersError,
  OfferAlreadyAcceptedError,
  OfferNotPendingError,
  ValidationError,
} from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { publish } from '../events/publish';
import { retry } from '../lib/retry';
import { pageWithCertifiedBuyers, withCertifiedBuyer } from './certified-buyer-badges';
import { buyerOf, refusalError } from './deal-flow-refusals';
import { dealFlowDealOf, pageOptions } from './deal-flow-pages';
import {
  acceptOffer as acceptOfferTransaction,
  findAcceptedOfferId,
  insertOffer,
  listOffersOfBuyer,
  listOffersOfDeal,
} from './offers.repository';
import { loadManagedOffer } from './offer-access';
import { personName } from '#shared/users/person-name';

const OWN_LISTING = 'You cannot make an offer on your own listing.';

/** Tries of an acceptance that keeps meeting another transaction on the same items. */
const ACCEPT_ATTEMPTS = 3;
const CONFLICT_BACKOFF_MS = 50;

/**
 * POST /api/deals/{dealId}/offers: the caller (not the owner) offers on an exclusive or active
 * listing they can see. The close date must not be before the earliest US calendar day now.
 */
export async function submitOffer(
  principal: Principal,
  dealId: string,
  input: OfferInput,
  now: Date,
): Promise<Offer> {
  const { deal, actor } = await loadVisibleDeal(principal, dealId);
  const refusal = submitOfferRefusal(deal.status, actor.isOwner);
  if (refusal) throw refusalError(refusal, OWN_LISTING);
  const dateIssue = closeOfEscrowDateIssue(input.closeOfEscrowDate, earliestUsCalendarDay(now));
  if (dateIssue) throw new ValidationError([{ path: 'body.closeOfEscrowDate', message: dateIssue }]);
  const at = now.toISOString();
  const offer: Offer = {
    offerId: ulid(now.getTime()),
    dealId,
    buyerId: principal.userId,
    buyer: await buyerOf(principal),
    offerType: input.offerType,
    purchasePrice: input.purchasePrice ?? null,
    entryFee: input.entryFee ?? null,
    closeOfEscrowDate: input.closeOfEscrowDate,
    message: input.message || null,
    status: 'pending',
    submittedAt: at,
    decidedAt: null,
  };
  // The listing went pending (or further) between the read and the write.
  if ((await insertOffer(offer)) === 'dealNotTakingOffers') throw new DealNotTakingOffersError();
  // The seller hears of it (webhook, in the app, by e-mail); a failed enqueue is logged, never answered.
  await publish({ type: 'offerSubmitted', deal, offer, at });
  return offer;
}

/**
 * GET /api/deals/{dealId}/offers: the received offers table (owner or admin), each buyer's Certified
 * Buyer badge as it holds now.
 */
export async function listDealOffers(principal: Principal, dealId: string, query: DealFlowListQuery) {
  await loadManagedDeal(principal, dealId);
  return pageWithCertifiedBuyers(await listOffersOfDeal(dealId, pageOptions(query)));
}

/**
 * POST /api/deals/{dealId}/offers/{offerId}/accept (owner or admin): the offer is accepted and the
 * listing goes pending, in one transaction. A listing that already accepted one answers 409
 * OFFER_ALREADY_ACCEPTED, also when it lost a race to another acceptance.
 */
export async function acceptOffer(
  principal: Principal,
  dealId: string,
  offerId: string,
  now: Date,
): Promise<Offer> {
  const { deal, offer } = await loadManagedOffer(principal, dealId, offerId);
  const refusal = acceptOfferRefusal(deal.status, offer.status);
  if (refusal)
    throw await acceptRefusal(dealId, refusal === 'offerNotPending' && offer.status !== 'accepted');
  const at = now.toISOString();
  const change = {
    dealId,
    offerId,
    at,
    history: {
      entryId: ulid(now.getTime()),
      entry: {
        status: 'pending' as const,
        at,
        source: 'platform' as const,
        comments: `Accepted offer ${offerId} from ${personName(offer.buyer)}`,
        cancelReason: null,
      },
    },
  };
  // Another transaction held the listing (a racing acceptance, a view being counted): try again,
  // and the conditions then decide.
  const outcome = await retry(() => acceptOfferTransaction(change), {
    attempts: ACCEPT_ATTEMPTS,
    retryIf: (result) => result === 'conflict',
    delayMs: (attempt) => CONFLICT_BACKOFF_MS * attempt,
  });
  if (outcome === 'conflict') throw new ConflictError();
  if (outcome === 'offerNotPending') throw new OfferNotPendingError();
  if (outcome === 'dealNotAccepting') throw await acceptRefusal(dealId, false);
  // Both parties hear of it (docs/requirements.md#r4-4); the acceptance stands even if the enqueue fails
  // (logged).
  await publish({ type: 'offerAccepted', dealId, offerId, at });
  // The seller's table row is replaced by this answer: it carries the badge as the list does.
  return withCertifiedBuyer({ ...offer, status: 'accepted', decidedAt: at });
}

/**
 * The error of a refused acceptance: OFFER_NOT_PENDING for a declined or withdrawn offer;
 * OFFER_ALREADY_ACCEPTED when the listing holds an accepted offer; otherwise the listing takes no
 * offers (pending by hand, sold, canceled, deleted).
 */
async function acceptRefusal(dealId: string, offerClosed: boolean) {
  if (offerClosed) return new OfferNotPendingError();
  return (await findAcceptedOfferId(dealId))
    ? new OfferAlreadyAcceptedError()
    : new DealNotTakingOffersError();
}

/** GET /api/users/me/offers: the caller's offers, newest first, with each listing's status now. */
export async function listMyOffers(principal: Principal, query: DealFlowPageQuery) {
  const page = await listOffersOfBuyer(principal.userId, pageOptions(query));
  const { listings } = await getListings([...new Set(page.items.map((offer) => offer.dealId))]);
  const items: MyOffer[] = page.items.flatMap(({ buyer: _buyer, ...offer }) => {
    const deal = listings.get(offer.dealId);
    return deal ? [{ ...offer, deal: dealFlowDealOf(deal) }] : [];
  });
  return { items, nextCursor: page.nextCursor };
}
