/**
 * Who may do what with interest and offers (docs/requirements.md#r4-4, docs/requirements.md#r6-4), as pure
 * functions over the deal's status and the offer's status. The caller has already decided that the buyer may
 * see the deal at all (an exclusive deal is visible only to first-refusal buyers, its owner and
 * admins), and that an acceptance or a decline comes from the deal's owner or an admin.
 *
 * Each `can…` has a `…Refusal` twin that says why not, so the service can answer the right error:
 * `ownListing` → 403, the others → 409.
 */
import { type DealStatus } from '../deals/deal-status';
import { type OfferStatus } from './offer-schema';

/** Deal statuses that take interest and new offers: pending deals take none (docs/requirements.md#r4-4). */
export const OFFER_TAKING_STATUSES: readonly DealStatus[] = ['exclusive', 'active'];

/**
 * Deal statuses in which the owner may still decline a pending offer: also pending, so backup offers
 * can be turned down while the accepted one closes. Sold, canceled and deleted deals are history.
 */
export const OFFER_DECIDING_STATUSES: readonly DealStatus[] = ['exclusive', 'active', 'pending'];

/**
 * Offer status transitions. pending → accepted (owner or admin, with the deal going pending in the
 * same transaction), → declined (owner or admin), → withdrawn (the buyer). accepted → declined only
 * when the accepted offer falls through (the deal goes from pending back to active, by the system in
 * that same status change). pending → closed when the listing leaves the market (sold, canceled,
 * deleted); accepted → closed when it leaves unsold (canceled, deleted), both in the listing's
 * status change (docs/requirements.md#r4-9). declined, withdrawn and closed are final.
 */
export const OFFER_TRANSITIONS: Readonly<Record<OfferStatus, readonly OfferStatus[]>> = {
  pending: ['accepted', 'declined', 'withdrawn', 'closed'],
  accepted: ['declined', 'closed'],
  declined: [],
  withdrawn: [],
  closed: [],
};

/** Listing statuses that take a listing off the market: its open offers are closed with it. */
export const OFF_MARKET_STATUSES: readonly DealStatus[] = ['sold', 'canceled', 'deleted'];

/**
 * The offer statuses a listing's move to `to` closes (docs/requirements.md#r4-9): none while it stays
 * on the market; pending ones when it sells (the accepted offer is the sale); pending and accepted
 * ones when it is canceled or deleted.
 */
export function offerStatusesClosedBy(to: DealStatus): readonly OfferStatus[] {
  if (!OFF_MARKET_STATUSES.includes(to)) return [];
  return to === 'sold' ? ['pending'] : ['pending', 'accepted'];
}

/** Why an interest or offer action is refused. */
export type DealFlowRefusal =
  /** The deal's owner acts as a buyer on their own listing (403). */
  | 'ownListing'
  /** The deal is pending, sold, canceled or deleted (409). */
  | 'dealNotTakingOffers'
  /** The offer was already accepted, declined or withdrawn (409). */
  | 'offerNotPending';

/** True when a deal in this status takes interest and new offers. */
export function acceptsOffers(dealStatus: DealStatus): boolean {
  return OFFER_TAKING_STATUSES.includes(dealStatus);
}

export function canChangeOfferStatus(from: OfferStatus, to: OfferStatus): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

/** Why this caller may not express interest in a deal in this status, or null when they may. */
export function expressInterestRefusal(dealStatus: DealStatus, isOwner: boolean): DealFlowRefusal | null {
  if (isOwner) return 'ownListing';
  if (!acceptsOffers(dealStatus)) return 'dealNotTakingOffers';
  return null;
}

/** A buyer expresses interest in an exclusive or active deal that is not their own. */
export function canExpressInterest(dealStatus: DealStatus, isOwner: boolean): boolean {
  return expressInterestRefusal(dealStatus, isOwner) === null;
}

/** Same rule as interest: the owner never offers, and only exclusive and active deals take offers. */
export function submitOfferRefusal(dealStatus: DealStatus, isOwner: boolean): DealFlowRefusal | null {
  return expressInterestRefusal(dealStatus, isOwner);
}

/** A buyer submits an offer on an exclusive or active deal that is not their own. */
export function canSubmitOffer(dealStatus: DealStatus, isOwner: boolean): boolean {
  return submitOfferRefusal(dealStatus, isOwner) === null;
}

/** Why an offer may not be accepted, or null when it may. */
export function acceptOfferRefusal(dealStatus: DealStatus, offerStatus: OfferStatus): DealFlowRefusal | null {
  if (!acceptsOffers(dealStatus)) return 'dealNotTakingOffers';
  if (offerStatus !== 'pending') return 'offerNotPending';
  return null;
}

/**
 * A pending offer on an exclusive or active deal may be accepted. A second acceptance finds the deal
 * pending and is refused; the server also conditions its transaction on both statuses.
 */
export function canAcceptOffer(dealStatus: DealStatus, offerStatus: OfferStatus): boolean {
  return acceptOfferRefusal(dealStatus, offerStatus) === null;
}

/** Why an offer may not be declined, or null when it may. */
export function declineOfferRefusal(
  dealStatus: DealStatus,
  offerStatus: OfferStatus,
): DealFlowRefusal | null {
  if (!OFFER_DECIDING_STATUSES.includes(dealStatus)) return 'dealNotTakingOffers';
  if (offerStatus !== 'pending') return 'offerNotPending';
  return null;
}

/** The owner declines a pending offer while the deal is exclusive, active or pending. */
export function canDeclineOffer(dealStatus: DealStatus, offerStatus: OfferStatus): boolean {
  return declineOfferRefusal(dealStatus, offerStatus) === null;
}

/** The buyer withdraws their own offer while it is pending, whatever the deal's status. */
export function canWithdrawOffer(offerStatus: OfferStatus): boolean {
  return canChangeOfferStatus(offerStatus, 'withdrawn');
}

/** docs/requirements.md#r3-5 `accepted` flag. */
export function isAcceptedOffer(offer: { status: OfferStatus }): boolean {
  return offer.status === 'accepted';
}
