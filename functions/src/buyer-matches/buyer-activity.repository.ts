/**
 * Recent activity of buyers on listings like one listing (docs/decisions/buyer-ranking.md): the
 * buyer's interests of the last RECENT_ACTIVITY_DAYS, read from their own index partition (at most
 * RECENT_ACTIVITY_MAX_READ each, only the listing ids), and the ZIP, city and type of those
 * listings by one BatchGet. Reads are in proportion to the candidates, never to all buyers.
 */
import { batchGet } from '../db/batch';
import { dealKey } from '../db/entities/deal.entity';
import {
  INTERESTS_BY_BUYER_INDEX,
  INTEREST_PREFIX,
  interestsByBuyerPartition,
} from '../db/entities/interest.entity';
import { queryOnce } from '../db/query';
import { mapBounded } from '../lib/map-bounded';

/** How far back a buyer's activity counts. */
export const RECENT_ACTIVITY_DAYS = 30;
/** The most of one buyer's recent interests read (the score counts up to 3). */
export const RECENT_ACTIVITY_MAX_READ = 10;
/** Buyers whose interests are read at once. */
const READ_CONCURRENCY = 16;

/** What makes a listing similar to another: same ZIP, same city, or same property type. */
export interface SimilarityFacts {
  dealId: string;
  zipCode: string;
  city: string;
  state: string;
  propertyType: string;
}

export const isSimilar = (listing: SimilarityFacts, other: SimilarityFacts): boolean =>
  other.dealId !== listing.dealId &&
  (other.zipCode === listing.zipCode ||
    (other.state === listing.state && other.city.toLowerCase() === listing.city.toLowerCase()) ||
    other.propertyType === listing.propertyType);

/** Per buyer, how many of their interests since RECENT_ACTIVITY_DAYS are on listings similar to `listing`; and the items read. */
export async function countRecentSimilarActivity(
  listing: SimilarityFacts,
  buyerIds: readonly string[],
  now: Date,
): Promise<{ counts: Map<string, number>; itemsRead: number }> {
  const since = new Date(now.getTime() - RECENT_ACTIVITY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  let itemsRead = 0;
  const interests = await mapBounded(buyerIds, READ_CONCURRENCY, async (buyerId) => {
    const round = await queryOnce(
      {
        index: INTERESTS_BY_BUYER_INDEX,
        partition: interestsByBuyerPartition(buyerId),
        sort: { between: [`${INTEREST_PREFIX}${since}`, `${INTEREST_PREFIX}\uffff`] },
      },
      { forward: false, limit: RECENT_ACTIVITY_MAX_READ, projection: 'dealId' },
    );
    itemsRead += round.scannedCount;
    return { buyerId, dealIds: round.items.map((item) => String(item.dealId)) };
  });
  const dealIds = [...new Set(interests.flatMap((interest) => interest.dealIds))];
  const { items, itemsRead: listingsRead } = await batchGet(dealIds.map(dealKey), [
    'dealId',
    'zipCode',
    'city',
    'state',
    'propertyType',
  ]);
  itemsRead += listingsRead;
  const similar = new Set(
    (items as unknown as SimilarityFacts[])
      .filter((other) => isSimilar(listing, other))
      .map((other) => other.dealId),
  );
  return {
    counts: new Map(
      interests.map(({ buyerId, dealIds: ids }) => [buyerId, ids.filter((id) => similar.has(id)).length]),
    ),
    itemsRead,
  };
}
