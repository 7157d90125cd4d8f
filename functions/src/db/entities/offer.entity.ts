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
import { GSI1, GSI2 } from '../indexes';
import { DEAL_PREFIX } from './deal.entity';

export const OFFER_ENTITY = 'Offer';
export const INTEREST_ENTITY = 'Interest';

/** A buyer's offers, and a buyer's interests, newest first when read backwards. */
export const BY_BUYER_INDEX = GSI1;
/** A listing's interests by date. */
export const INTERESTS_BY_DEAL_INDEX = GSI2;

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

/** Sort-key prefix of a listing's interests (one item per buyer, so expressing it twice collides). */
export const INTEREST_PREFIX = 'INTEREST#';
export const interestKey = (dealId: string, buyerId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${INTEREST_PREFIX}${buyerId}`,
});

/** gsi1 partition of one buyer's interests ("my interests"). */
export const interestsByBuyerPartition = (buyerId: string) => `BUYER_INTERESTS#${buyerId}`;
/** gsi1 key of an interest: its buyer's interests, newest first when read backwards. */
export const interestByBuyerKey = (buyerId: string, createdAt: string, dealId: string) => ({
  gsi1pk: interestsByBuyerPartition(buyerId),
  gsi1sk: `${INTEREST_PREFIX}${createdAt}#${dealId}`,
});

/** gsi2 partition of one listing's interests by date (the interested buyers table). */
export const interestsByDealPartition = (dealId: string) => `DEAL_INTERESTS#${dealId}`;
/** gsi2 key of an interest: a listing's interests in date order. */
export const interestByDealKey = (dealId: string, createdAt: string, buyerId: string) => ({
  gsi2pk: interestsByDealPartition(dealId),
  gsi2sk: `${createdAt}#${buyerId}`,
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
