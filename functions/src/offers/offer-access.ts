/** Loading an offer for a decision on it by the listing's seller (accept, decline). */
import type { Offer } from '#shared/offers/offer-schema';
import type { DealRecord } from '../db/entities/deal.entity';
import { loadManagedDeal } from '../deals/deal-access';
import { OfferNotFoundError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { findOffer } from './offers.repository';

/**
 * The listing, when the caller manages it (its owner or an admin; else 403, or 404 when unknown),
 * and one of its offers (404 OFFER_NOT_FOUND when it has no such offer).
 */
export async function loadManagedOffer(
  principal: Principal,
  dealId: string,
  offerId: string,
): Promise<{ deal: DealRecord; offer: Offer }> {
  const { deal } = await loadManagedDeal(principal, dealId);
  const offer = await findOffer(dealId, offerId);
  if (!offer) throw new OfferNotFoundError();
  return { deal, offer };
}
