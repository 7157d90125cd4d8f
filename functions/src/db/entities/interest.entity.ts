/**
 * Interest items: one per buyer and listing, under the listing's partition, so expressing interest
 * twice collides and the listing's owner reads them with one Query.
 *
 * Access patterns:
 * - a buyer's interest in a listing: GetItem pk=DEAL#<dealId>, sk=INTEREST#<userId>
 * - a listing's interested buyers by date: Query gsi2 gsi2pk=DEAL_INTERESTS#<dealId> (the item is
 *   keyed by buyer for the once-per-buyer rule, so date order needs the index)
 * - a buyer's interests, newest first: Query gsi1 gsi1pk=BUYER_INTERESTS#<userId>, backwards; then
 *   BatchGet the listings
 * - express: one transaction of the Put (`attribute_not_exists(pk)`, so a second one is a no-op),
 *   ADD interestCount 1 on the listing conditioned on it taking offers, and ADD the day's interests 1
 * - withdraw: Delete (`attribute_exists(pk)`) with ADD interestCount -1 conditioned
 *   `interestCount > 0`; the day's interests are not taken back
 *
 * The buyer's name, e-mail and phone are copied in when the interest is expressed, so the seller's
 * table needs no read per row; it shows the buyer as they were when they acted.
 */
import { interestSchema, type Interest } from '#shared/offers/offer-schema';
import { GSI1, GSI2 } from '../indexes';
import { DEAL_PREFIX } from './deal.entity';

/** A buyer's interests, newest first when read backwards. */
export const INTERESTS_BY_BUYER_INDEX = GSI1;

export const INTEREST_ENTITY = 'Interest';

/** A listing's interests by date. */
export const INTERESTS_BY_DEAL_INDEX = GSI2;

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
