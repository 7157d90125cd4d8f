/**
 * Closing a pending offer without accepting it (docs/deal-flow-domain.md "Offer status"): the
 * listing's owner or an admin declines it (also a backup offer while the listing is pending), or the
 * buyer who made it withdraws it, whatever the listing's status. Each is one update conditioned on
 * the offer still being pending, so it never overrides an acceptance or another decision.
 */
import { canWithdrawOffer, declineOfferRefusal } from '#shared/offers/offer-rules';
import type { Offer } from '#shared/offers/offer-schema';
import { OfferNotFoundError, OfferNotPendingError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { publish } from '../events/publish';
import { withCertifiedBuyer } from './certified-buyer-badges';
import { refusalError } from './deal-flow-refusals';
import { closePendingOffer, findOffer, type ClosedOfferStatus } from './offers.repository';
import { loadManagedOffer } from './offer-access';

const NOT_YOUR_LISTING = 'Only the seller of this listing or an admin can decline its offers.';

/** Writes the decision; OFFER_NOT_PENDING when another decision landed first. */
async function close(offer: Offer, to: ClosedOfferStatus, now: Date): Promise<Offer> {
  const at = now.toISOString();
  const closed = await closePendingOffer({ dealId: offer.dealId, offerId: offer.offerId, to, at });
  if (!closed) throw new OfferNotPendingError();
  return { ...offer, status: to, decidedAt: at };
}

/**
 * POST /api/deals/{dealId}/offers/{offerId}/decline (owner or admin): a pending offer on an
 * exclusive, active or pending listing is declined. An accepted offer is declined only by taking the
 * listing back to active (the status change), never here.
 */
export async function declineOffer(
  principal: Principal,
  dealId: string,
  offerId: string,
  now: Date,
): Promise<Offer> {
  const { deal, offer } = await loadManagedOffer(principal, dealId, offerId);
  const refusal = declineOfferRefusal(deal.status, offer.status);
  if (refusal) throw refusalError(refusal, NOT_YOUR_LISTING);
  const declined = await close(offer, 'declined', now);
  // The buyer hears of it (in the app and by e-mail); a failed enqueue is logged, never answered.
  await publish({ type: 'offerDeclined', dealId, offerId, at: now.toISOString() });
  // The seller's table row is replaced by this answer: it carries the badge as the list does.
  return withCertifiedBuyer(declined);
}

/**
 * POST /api/deals/{dealId}/offers/{offerId}/withdraw: the buyer withdraws their own pending offer.
 * Another caller's offer answers 404 OFFER_NOT_FOUND, so offers of others do not leak.
 */
export async function withdrawOffer(
  principal: Principal,
  dealId: string,
  offerId: string,
  now: Date,
): Promise<Offer> {
  const offer = await findOffer(dealId, offerId);
  if (!offer || offer.buyerId !== principal.userId) throw new OfferNotFoundError();
  if (!canWithdrawOffer(offer.status)) throw new OfferNotPendingError();
  return close(offer, 'withdrawn', now);
}
