/**
 * Offer items, under their listing's partition, so the listing's owner reads them with one Query
 * and the acceptance transaction stays on one listing's items. Offer ids are ULIDs, so OFFER#<id>
 * sorts by submission time.
 *
 * Access patterns:
 * - a listing's offers by date: Query pk=DEAL#<dealId>, sk begins_with OFFER#, forwards (oldest) or
 *   backwards (newest)
 * - one offer: GetItem pk=DEAL#<dealId>, sk=OFFER#<offerId> (consistent)
 * - a buyer's offers, newest first: Query gsi1 gsi1pk=BUYER_OFFERS#<userId>, backwards; then
 *   BatchGet the listings for their address and current status
 * - submit: one transaction of the Put (`attribute_not_exists(pk)`), ADD offerCount 1 on the
 *   listing conditioned on `#status IN (exclusive, active)`, and ADD the day's offers 1, so an offer
 *   never lands on a listing that just went pending
 * - accept: ONE transaction of the listing Update (to pending, naming the offer, conditioned on
 *   taking offers and `attribute_not_exists(acceptedOfferId)`), the offer Update (`#status =
 *   pending`) and a status history Put: of any number of concurrent acceptances exactly one lands;
 *   one canceled for TransactionConflict is retried
 * - decline, withdraw: an Update conditioned `#status = pending`
 *
 * The buyer's name, e-mail and phone are copied in when the offer is made, so the seller's table
 * needs no read per row; it shows the buyer as they were when they acted.
 */
import { offerSchema, type Offer } from '#shared/offers/offer-schema';
import { GSI1 } from '../indexes';
import { DEAL_PREFIX } from './deal.entity';

export const OFFER_ENTITY = 'Offer';
/** A buyer's offers, newest first when read backwards. */
export const OFFERS_BY_BUYER_INDEX = GSI1;
/** Sort-key prefix of a listing's offers (under the listing's partition); offer ids are ULIDs. */
export const OFFER_PREFIX = 'OFFER#';
/** An offer on a listing: a listing's offers read in submission order (the ULID's time order). */
export const offerKey = (dealId: string, offerId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${OFFER_PREFIX}${offerId}`,
});

/** gsi1 partition of one buyer's offers ("my offers"). */
export const offersByBuyerPartition = (buyerId: string) => `BUYER_OFFERS#${buyerId}`;
/** gsi1 key of an offer: its buyer's offers, newest first when read backwards. */
export const offerByBuyerKey = (buyerId: string, offerId: string) => ({
  gsi1pk: offersByBuyerPartition(buyerId),
  gsi1sk: `${OFFER_PREFIX}${offerId}`,
});

/** The stored offer item: keys, the buyer index, the record. */
export function toOfferItem(offer: Offer) {
  const record = offerSchema.parse(offer);
  return {
    ...offerKey(record.dealId, record.offerId),
    ...offerByBuyerKey(record.buyerId, record.offerId),
    entity: OFFER_ENTITY,
    ...record,
  };
}

export function fromOfferItem(item: Record<string, unknown>): Offer {
  return offerSchema.parse(item);
}
