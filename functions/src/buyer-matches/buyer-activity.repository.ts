/**
 * Recent activity of buyers on listings like one listing (docs/decisions/buyer-ranking.md), read
 * from the listings' side: the browsable listings of the listing's geohash cell (one Query of the
 * geo index, newest first, at most SIMILAR_LISTINGS_READ), kept when in the same ZIP or the same
 * city, then each kept listing's interests (one Query of its own partition, at most
 * INTERESTS_READ_PER_LISTING), counted per buyer when expressed in the last RECENT_ACTIVITY_DAYS.
 * The reads are bounded by those caps whatever the number of candidates: no read per candidate.
 */
import { encodeGeohash } from '#shared/geo/geohash';
import { BROWSE_BY_GEO_CELL_INDEX, DEAL_PREFIX, dealsByGeoCellPartition } from '../db/entities/deal.entity';
import { INTEREST_PREFIX } from '../db/entities/interest.entity';
import { TABLE } from '../db/indexes';
import { queryOnce } from '../db/query';
import { mapBounded } from '../lib/map-bounded';

/** How far back a buyer's activity counts. */
export const RECENT_ACTIVITY_DAYS = 30;
/** The most listings of the cell read (newest first) to find the similar ones. */
export const SIMILAR_LISTINGS_READ = 100;
/** The most similar listings whose interests are read. */
export const SIMILAR_LISTINGS_MAX = 25;
/** The most interests of one similar listing read. */
export const INTERESTS_READ_PER_LISTING = 200;
/** Similar listings whose interests are read at once. */
const READ_CONCURRENCY = 8;

/** What makes a listing similar to another: the same ZIP or the same city. */
export interface SimilarityFacts {
  dealId: string;
  zipCode: string;
  city: string;
  state: string;
}

export const isSimilar = (listing: SimilarityFacts, other: SimilarityFacts): boolean =>
  other.dealId !== listing.dealId &&
  (other.zipCode === listing.zipCode ||
    (other.state === listing.state && other.city.toLowerCase() === listing.city.toLowerCase()));

/** The listing's similar browsable listings, from its geohash cell's browse entries. */
async function similarListingIds(
  listing: SimilarityFacts & { location: { lat: number; lng: number } | null },
): Promise<{ dealIds: string[]; itemsRead: number }> {
  if (!listing.location) return { dealIds: [], itemsRead: 0 };
  const round = await queryOnce(
    { index: BROWSE_BY_GEO_CELL_INDEX, partition: dealsByGeoCellPartition(encodeGeohash(listing.location)) },
    // Whole entries (a card, about 0.5 KB): `state` is one of DynamoDB's reserved words.
    { forward: false, limit: SIMILAR_LISTINGS_READ },
  );
  const dealIds = (round.items as unknown as SimilarityFacts[])
    .filter((other) => isSimilar(listing, other))
    .slice(0, SIMILAR_LISTINGS_MAX)
    .map((other) => other.dealId);
  return { dealIds, itemsRead: round.scannedCount };
}

/**
 * Per candidate, how many similar listings they showed interest in since RECENT_ACTIVITY_DAYS
 * (absent: none); and the items read.
 */
export async function countRecentSimilarActivity(
  listing: SimilarityFacts & { location: { lat: number; lng: number } | null },
  candidateIds: readonly string[],
  now: Date,
): Promise<{ counts: Map<string, number>; itemsRead: number }> {
  const since = new Date(now.getTime() - RECENT_ACTIVITY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const similar = await similarListingIds(listing);
  let itemsRead = similar.itemsRead;
  const candidates = new Set(candidateIds);
  const counts = new Map<string, number>();
  await mapBounded(similar.dealIds, READ_CONCURRENCY, async (dealId) => {
    const round = await queryOnce(
      { index: TABLE, partition: `${DEAL_PREFIX}${dealId}`, sort: { beginsWith: INTEREST_PREFIX } },
      { limit: INTERESTS_READ_PER_LISTING, projection: 'buyerId, createdAt' },
    );
    itemsRead += round.scannedCount;
    for (const interest of round.items) {
      const buyerId = String(interest.buyerId);
      if (candidates.has(buyerId) && String(interest.createdAt) >= since)
        counts.set(buyerId, (counts.get(buyerId) ?? 0) + 1);
    }
  });
  return { counts, itemsRead };
}
