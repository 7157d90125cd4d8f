/**
 * Offer and interest items (docs/data-model.md "Offer and interest"). Both live in their listing's
 * partition, so the listing's owner reads them with one Query and the accept transaction touches
 * one partition.
 *
 * Access patterns:
 * - a listing's offers by date: Query pk=DEAL#<dealId>, sk begins_with OFFER# (ULID order)
 * - one offer: GetItem pk=DEAL#<dealId>, sk=OFFER#<offerId>
 * - a buyer's offers, newest first: Query gsi1 gsi1pk=BUYER_OFFERS#<userId>, backwards
 * - a buyer's interest in a listing: GetItem / conditional Put pk=DEAL#<dealId>, sk=INTEREST#<userId>
 * - a listing's interests by date: Query gsi2 gsi2pk=DEAL_INTERESTS#<dealId>
 * - a buyer's interests, newest first: Query gsi1 gsi1pk=BUYER_INTERESTS#<userId>, backwards
 *
 * The buyer's name, e-mail and phone are copied in when the offer or interest is made, so the
 * seller's tables need no read per row; they show the buyer as they were when they acted.
 */
import { interestSchema, offerSchema, type Interest, type Offer } from '#shared/offers/offer-schema';
import { interestByBuyerKey, interestByDealKey, interestKey, offerByBuyerKey, offerKey } from '../keys';

export const OFFER_ENTITY = 'Offer';
export const INTEREST_ENTITY = 'Interest';

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

/** The stored interest item: keys, the buyer and listing indexes, the record. */
export function toInterestItem(interest: Interest) {
  const record = interestSchema.parse(interest);
  return {
    ...interestKey(record.dealId, record.buyerId),
    ...interestByBuyerKey(record.buyerId, record.createdAt, record.dealId),
    ...interestByDealKey(record.dealId, record.createdAt, record.buyerId),
    entity: INTEREST_ENTITY,
    ...record,
  };
}

export function fromInterestItem(item: Record<string, unknown>): Interest {
  return interestSchema.parse(item);
}
