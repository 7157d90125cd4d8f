/**
 * Maps the pure refusal reasons of `offer-rules.ts` to the API's errors: the owner acting as a
 * buyer is 403, a listing that takes no offers 409 DEAL_NOT_TAKING_OFFERS; and the buyer snapshot
 * both interests and offers carry.
 */
import type { DealFlowRefusal } from '#shared/offers/offer-rules';
import type { DealFlowBuyer } from '#shared/offers/offer-schema';
import { DealNotTakingOffersError, ForbiddenError, OfferNotPendingError, type AppError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { findUser } from '../users/users.service';

/** The error for a refusal; `ownListingMessage` says what the owner tried to do. */
export function refusalError(refusal: DealFlowRefusal, ownListingMessage: string): AppError {
  switch (refusal) {
    case 'ownListing':
      return new ForbiddenError(ownListingMessage);
    case 'dealNotTakingOffers':
      return new DealNotTakingOffersError();
    case 'offerNotPending':
      return new OfferNotPendingError();
  }
}

/**
 * The buyer as the seller's tables show them: their profile (the claims when it is missing), copied
 * into the offer or interest when it is made. The badge is not part of the copy: the seller's reads
 * decide it when they happen (certified-buyer-badges.ts).
 */
export async function buyerOf(principal: Principal): Promise<DealFlowBuyer> {
  const profile = (await findUser(principal.userId)) ?? principal;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    // Stored as false: a snapshot would go stale when the badge is earned or revoked.
    certifiedBuyer: false,
  };
}
