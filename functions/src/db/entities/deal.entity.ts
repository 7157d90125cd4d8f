/**
 * Listing item, with its owner index. Browse reads the listing's browse entries instead
 * (deal-browse-entry.entity.ts: its card in the browse indexes, all and per facet); the key
 * builders of those indexes are here, shared with the planner. The items that hang off a listing
 * have their own modules: status history, activity and viewers, search words, browse entries,
 * address claims, favourites, offers and interests.
 *
 * Access patterns:
 * - get a listing: GetItem pk=DEAL#<dealId>, sk=DEAL (consistent)
 * - a seller's listings, newest first: Query gsi1 gsi1pk=OWNER#<userId>, sk begins_with DEAL#,
 *   backwards; the status filter and hiding deleted listings are a FilterExpression, so a page can
 *   be short while nextCursor still says there is more
 * - browse (newest, oldest, price, rate, radius, facets): see deal-browse-entry.entity.ts
 * - edit: Update of every attribute but the counters, conditioned on `updatedAt` as read
 *   (optimistic lock); the counters change only by ADD, so a favourite landing during an edit is kept
 * - views: counted in the listing's counters item (deal-counters.entity.ts), never on this item, so
 *   a view rewrites neither the listing nor its index entries; the viewCount and uniqueViewerCount
 *   of listings stored before that stay here and are added to the counters item's when read
 * - status change: Update conditioned `#status = :from` with the history entry, in one transaction
 *
 * Only a browsable listing (exclusive, active, pending) has browse entries and search-word items;
 * a change that leaves browse deletes them, so browse never reads a listing it would throw away.
 * Exclusive listings stay in the browse partitions and are filtered for buyers without first
 * right of refusal (few, short-lived). Listing items written before browse entries existed carried
 * the browse keys themselves (LEGACY_BROWSE_INDEX_ATTRIBUTES): every listing write removes them.
 */
import * as z from 'zod';
import { type Deal, type DealSummary, dealSchema } from '#shared/deals/deal-api';
import type { DealStatus } from '#shared/deals/deal-status';
import { GSI1, GSI2, GSI3, GSI4, GSI5, GSI6, indexKeyAttributes } from '../indexes';

export const DEAL_ENTITY = 'Deal';
/** A seller's listings, newest first when read backwards. */
export const DEALS_BY_OWNER_INDEX = GSI1;
/** Every browsable listing by creation time. */
export const BROWSE_BY_TIME_INDEX = GSI2;
/** The browsable listings of one geohash cell by creation time. */
export const BROWSE_BY_GEO_CELL_INDEX = GSI4;
/** The browsable listings of one coarse geohash cell by creation time (large radii). */
export const BROWSE_BY_COARSE_GEO_CELL_INDEX = GSI3;
/** Every browsable listing by price. */
export const BROWSE_BY_PRICE_INDEX = GSI5;
/** Every browsable listing by its lowest interest rate. */
export const BROWSE_BY_RATE_INDEX = GSI6;

/** Partition prefix of a listing and the items under it (history, activity, offers, interests…). */
export const DEAL_PREFIX = 'DEAL#';

/** Primary key of a listing. */
export const dealKey = (dealId: string) => ({ pk: `${DEAL_PREFIX}${dealId}`, sk: 'DEAL' });

/** gsi1 partition of one seller's listings (the seller's dashboard). */
export const dealsByOwnerPartition = (ownerId: string) => `OWNER#${ownerId}`;
/** Sort-key prefix of a seller's listings in gsi1. */
export const DEALS_BY_OWNER_SORT_PREFIX = DEAL_PREFIX;
/** gsi1 key of a listing: its owner's listings, newest first when read backwards. */
export const dealByOwnerKey = (ownerId: string, createdAt: string, dealId: string) => ({
  gsi1pk: dealsByOwnerPartition(ownerId),
  gsi1sk: `${DEALS_BY_OWNER_SORT_PREFIX}${createdAt}#${dealId}`,
});

/**
 * The browse indexes' partition of every browsable listing (a facet's partition adds to it,
 * deal-browse-entry.entity.ts). Only browse entries are keyed on the browse indexes.
 */
export const BROWSE_PARTITION = 'DEALS#BROWSE';

/** gsi2: browsable listings by creation time (newest, oldest), in `partition`. */
export const dealBrowseByTimeKey = (createdAt: string, dealId: string, partition = BROWSE_PARTITION) => ({
  gsi2pk: partition,
  gsi2sk: `${createdAt}#${dealId}`,
});

/** Prices in sort keys: whole dollars, zero-padded to 10 digits (MAX_AMOUNT is 10 digits). */
export const sortablePrice = (price: number) => String(Math.round(price)).padStart(10, '0');

/** gsi4 partition of the browsable listings in one geohash cell (GEO_CELL_PRECISION). */
export const dealsByGeoCellPartition = (cell: string) => `DEALS#GEO#${cell}`;
/** gsi4: listings of one geohash cell, newest first when read backwards (radius search). */
export const dealByGeoCellKey = (cell: string, createdAt: string, dealId: string) => ({
  gsi4pk: dealsByGeoCellPartition(cell),
  gsi4sk: `${createdAt}#${dealId}`,
});

/**
 * Geohash precision of the coarse cells (about 97 × 84 miles at 30° N): a 50-mile radius touches
 * a handful of them instead of about 45 GEO_CELL_PRECISION cells, each a Query of at least 0.5
 * read unit.
 */
export const COARSE_GEO_CELL_PRECISION = 3;
/** gsi3: listings of one coarse geohash cell, newest first when read backwards (large radii). */
export const dealByCoarseGeoCellKey = (cell: string, createdAt: string, dealId: string) => ({
  gsi3pk: dealsByGeoCellPartition(cell),
  gsi3sk: `${createdAt}#${dealId}`,
});

/** gsi5: browsable listings by price (budget and price sort), in `partition`. */
export const dealBrowseByPriceKey = (price: number, dealId: string, partition = BROWSE_PARTITION) => ({
  gsi5pk: partition,
  gsi5sk: `${sortablePrice(price)}#${dealId}`,
});

/** Interest rates in sort keys: hundredths of a percent, 5 digits; no rate (cash) sorts last. */
export const sortableRate = (rate: number | null) =>
  rate === null ? '~' : String(Math.round(rate * 100)).padStart(5, '0');

/** gsi6: browsable listings by their lowest interest rate ("interest" sort), cash deals last, in `partition`. */
export const dealBrowseByRateKey = (
  rate: number | null,
  createdAt: string,
  dealId: string,
  partition = BROWSE_PARTITION,
) => ({
  gsi6pk: partition,
  gsi6sk: `${sortableRate(rate)}#${createdAt}#${dealId}`,
});

/**
 * A listing as stored: the API's Deal plus the search words written for it and internal counters.
 * Read from the listing item alone, viewCount and uniqueViewerCount are the counts it held before
 * views moved to the counters item (0 when it has none); `withViewCounters` adds the rest.
 */
export const dealRecordSchema = dealSchema.extend({
  /** The words its search-word items were written for, so they can be deleted or rewritten. */
  searchWords: z.array(z.string()),
  viewCount: z.number().int().min(0).default(0),
  /** People who viewed it at least once (the analytics total); not part of the API's Deal. */
  uniqueViewerCount: z.number().int().min(0).default(0),
});
export type DealRecord = z.infer<typeof dealRecordSchema>;
/** A listing as it may be written (the internal counters may be left out). */
export type NewDealRecord = z.input<typeof dealRecordSchema>;

/**
 * Counters changed only by ADD (favourites, interests, offers; views before they moved to the
 * counters item): never rewritten from a read nor removed by an edit.
 */
export const DEAL_COUNTER_ATTRIBUTES = [
  'favoriteCount',
  'interestCount',
  'offerCount',
  'viewCount',
  'uniqueViewerCount',
] as const;

/** Statuses in which buyers can find a listing (exclusive only with first right of refusal). */
export const BROWSABLE_STATUSES: readonly DealStatus[] = ['exclusive', 'active', 'pending'];
export const isBrowsable = (status: DealStatus) => BROWSABLE_STATUSES.includes(status);

/**
 * Browse index attributes that listing items written before browse entries carried (gsi2..gsi6);
 * every listing write REMOVEs them, so an old listing leaves the browse indexes on its next write
 * (docs/decisions/browse-facets.md: the backfill does it for every listing at once).
 */
export const LEGACY_BROWSE_INDEX_ATTRIBUTES = [GSI2, GSI3, GSI4, GSI5, GSI6].flatMap(indexKeyAttributes);

/** The lowest interest rate of a deal's financing (SubTo or seller loan), or null. */
export function effectiveInterestRate(
  deal: Pick<Deal, 'interestRate' | 'sellerInterestRate'>,
): number | null {
  const rates = [deal.interestRate, deal.sellerInterestRate].filter(
    (rate): rate is number => rate !== undefined,
  );
  return rates.length === 0 ? null : Math.min(...rates);
}

/**
 * The stored listing item: keys, the owner index, the record (browse reads its browse entries). The
 * view counts are not written: they live in the counters item (a record read with them joined must
 * not copy them back here).
 */
export function toDealItem(deal: NewDealRecord) {
  const parsed = dealRecordSchema.parse(deal);
  const { viewCount: _viewCount, uniqueViewerCount: _uniqueViewerCount, ...record } = parsed;
  return {
    ...dealKey(record.dealId),
    ...dealByOwnerKey(record.ownerId, record.createdAt, record.dealId),
    entity: DEAL_ENTITY,
    ...record,
  };
}

/** Reads a stored listing item back, refusing an item of another shape. */
export function fromDealItem(item: Record<string, unknown>): DealRecord {
  return dealRecordSchema.parse(item);
}

/** A record as the API shows it (the search words and the unique viewer count are internal). */
export function toDeal(record: DealRecord): Deal {
  const { searchWords: _searchWords, uniqueViewerCount: _uniqueViewerCount, ...deal } = record;
  return deal;
}

/** A listing's address fields, as notifications, alerts and webhooks quote them. */
export const dealAddressOf = ({
  streetAddress,
  city,
  state,
  zipCode,
}: Pick<DealRecord, 'streetAddress' | 'city' | 'state' | 'zipCode'>) => ({
  streetAddress,
  city,
  state,
  zipCode,
});

/** The key of a listing's cover photo, or null when it has none. */
export const coverPhotoKeyOf = (record: Pick<DealRecord, 'photos' | 'coverPhotoIndex'>): string | null =>
  record.photos?.[record.coverPhotoIndex ?? 0] ?? null;

/** The browse card of a listing. */
export function toDealSummary(record: DealRecord, isFavorite: boolean): DealSummary {
  const cover = coverPhotoKeyOf(record);
  return {
    dealId: record.dealId,
    status: record.status,
    streetAddress: record.streetAddress,
    city: record.city,
    state: record.state,
    zipCode: record.zipCode,
    purchasePrice: record.purchasePrice,
    dealCategory: record.dealCategory,
    purchaseType: record.purchaseType ?? null,
    propertyType: record.propertyType,
    bedrooms: record.bedrooms,
    bathrooms: record.bathrooms,
    squareFootage: record.squareFootage,
    entryFee: record.entryFee ?? null,
    interestRate: effectiveInterestRate(record),
    tags: record.tags,
    coverPhotoKey: cover,
    location: record.location,
    favoriteCount: record.favoriteCount,
    isFavorite,
    createdAt: record.createdAt,
  };
}
