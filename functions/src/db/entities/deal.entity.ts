/**
 * Listing item, and the items that hang off it.
 *
 * Access patterns (docs/data-model.md "Deal"):
 * - get a listing: GetItem pk=DEAL#<dealId>, sk=DEAL
 * - a seller's listings, newest first: Query gsi1 gsi1pk=OWNER#<userId>, backwards
 * - browse newest / oldest: Query gsi2 gsi2pk=DEALS#BROWSE (backwards / forwards)
 * - one state, by price (budget, price sort): Query gsi3 gsi3pk=DEALS#STATE#<ST>, gsi3sk range
 * - radius: Query gsi4 gsi4pk=DEALS#GEO#<cell> for each geohash cell touching the circle
 * - browse by price (budget, price sort): Query gsi5 gsi5pk=DEALS#BROWSE, gsi5sk range
 * - browse by interest rate: Query gsi6 gsi6pk=DEALS#BROWSE
 * - text: Query pk=DEALWORD#<word> (one search-word item per word and browsable listing), then
 *   BatchGet the listings
 * - favourites of a user: Query pk=USER#<userId>, sk begins_with FAVORITE#; then BatchGet
 * - status history: Query pk=DEAL#<dealId>, sk begins_with HISTORY#
 * - activity per day: Query pk=DEAL#<dealId>, sk between ACTIVITY#<from> and ACTIVITY#<to>
 * - duplicate address: GetItem / conditional Put pk=DEALADDRESS#<street+zip>, sk=CLAIM
 *
 * Only a browsable listing (exclusive, active, pending) carries the browse index attributes
 * (gsi2..gsi6) and has search-word items; `dealItem` leaves the attributes out otherwise, and
 * writers delete them (REMOVE) and the word items when a listing leaves browse.
 */
import { z } from 'zod';
import { type Deal, type DealSummary, dealSchema } from '#shared/deals/deal-api';
import {
  statusHistoryEntrySchema,
  type DealStatus,
  type StatusHistoryEntry,
} from '#shared/deals/deal-status';
import { encodeGeohash } from '#shared/geo/geohash';
import { GSI1, GSI2, GSI3, GSI4, GSI5, GSI6, indexKeyAttributes } from '../indexes';
import { USER_PREFIX } from './user.entity';

export const DEAL_ENTITY = 'Deal';
export const DEAL_SEARCH_WORD_ENTITY = 'DealSearchWord';
export const DEAL_HISTORY_ENTITY = 'DealStatusHistory';
export const DEAL_ADDRESS_CLAIM_ENTITY = 'DealAddressClaim';
export const DEAL_ACTIVITY_ENTITY = 'DealActivity';
export const DEAL_VIEWER_ENTITY = 'DealViewer';
export const DEAL_FAVORITE_ENTITY = 'DealFavorite';

/** A seller's listings, newest first when read backwards. */
export const DEALS_BY_OWNER_INDEX = GSI1;
/** Every browsable listing by creation time. */
export const BROWSE_BY_TIME_INDEX = GSI2;
/** The browsable listings of one state by price. */
export const BROWSE_BY_STATE_AND_PRICE_INDEX = GSI3;
/** The browsable listings of one geohash cell by creation time. */
export const BROWSE_BY_GEO_CELL_INDEX = GSI4;
/** Every browsable listing by price. */
export const BROWSE_BY_PRICE_INDEX = GSI5;
/** Every browsable listing by its lowest interest rate. */
export const BROWSE_BY_RATE_INDEX = GSI6;

/** Partition prefix of a listing and the items under it (history, activity, offers, interests…). */
export const DEAL_PREFIX = 'DEAL#';

/** Primary key of a listing. */
export const dealKey = (dealId: string) => ({ pk: `${DEAL_PREFIX}${dealId}`, sk: 'DEAL' });

/** Sort-key prefix of a listing's status history entries (under the listing's partition). */
export const DEAL_HISTORY_PREFIX = 'HISTORY#';
/** A status history entry: oldest first when read in order. */
export const dealHistoryKey = (dealId: string, at: string, entryId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${DEAL_HISTORY_PREFIX}${at}#${entryId}`,
});

/** Sort-key prefix of a listing's per-day activity counters (views, favourites, interests, offers). */
export const DEAL_ACTIVITY_PREFIX = 'ACTIVITY#';
/** One day of a listing's activity (date YYYY-MM-DD, UTC). */
export const dealActivityKey = (dealId: string, date: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${DEAL_ACTIVITY_PREFIX}${date}`,
});

/** Marks that a user has viewed a listing, so unique viewers count each person once. */
export const dealViewerKey = (dealId: string, userId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `VIEWER#${userId}`,
});

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
 * Browse indexes. Only a listing buyers can find (exclusive, active, pending) carries them; a sold,
 * canceled or deleted listing has them removed, so browse never reads what it would throw away.
 * Exclusive listings are in the same partitions and filtered out for callers without first right
 * of refusal (they are few and short-lived).
 */
export const BROWSE_PARTITION = 'DEALS#BROWSE';

/** gsi2: every browsable listing by creation time (newest, oldest). */
export const dealBrowseByTimeKey = (createdAt: string, dealId: string) => ({
  gsi2pk: BROWSE_PARTITION,
  gsi2sk: `${createdAt}#${dealId}`,
});

/** Prices in sort keys: whole dollars, zero-padded to 10 digits (MAX_AMOUNT is 10 digits). */
export const sortablePrice = (price: number) => String(Math.round(price)).padStart(10, '0');

/** gsi3 partition of the browsable listings of one state. */
export const dealsByStatePartition = (state: string) => `DEALS#STATE#${state}`;
/** gsi3: listings of one state by price (budget and price sort within a state). */
export const dealByStateAndPriceKey = (state: string, price: number, dealId: string) => ({
  gsi3pk: dealsByStatePartition(state),
  gsi3sk: `${sortablePrice(price)}#${dealId}`,
});

/** gsi4 partition of the browsable listings in one geohash cell (GEO_CELL_PRECISION). */
export const dealsByGeoCellPartition = (cell: string) => `DEALS#GEO#${cell}`;
/** gsi4: listings of one geohash cell, newest first when read backwards (radius search). */
export const dealByGeoCellKey = (cell: string, createdAt: string, dealId: string) => ({
  gsi4pk: dealsByGeoCellPartition(cell),
  gsi4sk: `${createdAt}#${dealId}`,
});

/** gsi5: every browsable listing by price (budget and price sort). */
export const dealBrowseByPriceKey = (price: number, dealId: string) => ({
  gsi5pk: BROWSE_PARTITION,
  gsi5sk: `${sortablePrice(price)}#${dealId}`,
});

/** Interest rates in sort keys: hundredths of a percent, 5 digits; no rate (cash) sorts last. */
export const sortableRate = (rate: number | null) =>
  rate === null ? '~' : String(Math.round(rate * 100)).padStart(5, '0');

/** gsi6: every browsable listing by its lowest interest rate ("interest" sort), cash deals last. */
export const dealBrowseByRateKey = (rate: number | null, createdAt: string, dealId: string) => ({
  gsi6pk: BROWSE_PARTITION,
  gsi6sk: `${sortableRate(rate)}#${createdAt}#${dealId}`,
});

/** Partition of a search word: one item per word and browsable listing, newest first when read backwards. */
export const dealSearchWordPartition = (word: string) => `DEALWORD#${word}`;
/**
 * A search word of a browsable listing (from its address, city, ZIP and description). Text search
 * reads the rarest word's partition.
 */
export const dealSearchWordKey = (word: string, createdAt: string, dealId: string) => ({
  pk: dealSearchWordPartition(word),
  sk: `${createdAt}#${dealId}`,
});

/**
 * The claim of a street address (normalised street + ZIP) by the seller who listed it first, so
 * another seller cannot list the same property; it names the listing to link to.
 */
export const dealAddressClaimKey = (normalisedAddress: string) => ({
  pk: `DEALADDRESS#${normalisedAddress}`,
  sk: 'CLAIM',
});

/** Sort-key prefix of a user's favourite listings (under the user's partition). */
export const FAVORITE_PREFIX = 'FAVORITE#';
/** A user's favourite listing, newest first when read backwards (favourites filter). */
export const favoriteKey = (userId: string, dealId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${FAVORITE_PREFIX}${dealId}`,
});

/** A listing as stored: the API's Deal plus the search words written for it and internal counters. */
export const dealRecordSchema = dealSchema.extend({
  /** The words its search-word items were written for, so they can be deleted or rewritten. */
  searchWords: z.array(z.string()),
  /** People who viewed it at least once (the analytics total); not part of the API's Deal. */
  uniqueViewerCount: z.number().int().min(0).default(0),
});
export type DealRecord = z.infer<typeof dealRecordSchema>;
/** A listing as it may be written (the internal counters may be left out). */
export type NewDealRecord = z.input<typeof dealRecordSchema>;

/** Counters changed only by ADD (views, favourites, interests, offers): never rewritten from a read. */
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

/** Names of the browse index attributes, removed when a listing leaves browse. */
export const BROWSE_INDEX_ATTRIBUTES = [
  BROWSE_BY_TIME_INDEX,
  BROWSE_BY_STATE_AND_PRICE_INDEX,
  BROWSE_BY_GEO_CELL_INDEX,
  BROWSE_BY_PRICE_INDEX,
  BROWSE_BY_RATE_INDEX,
].flatMap(indexKeyAttributes);

/** The lowest interest rate of a deal's financing (SubTo or seller loan), or null. */
export function effectiveInterestRate(
  deal: Pick<Deal, 'interestRate' | 'sellerInterestRate'>,
): number | null {
  const rates = [deal.interestRate, deal.sellerInterestRate].filter(
    (rate): rate is number => rate !== undefined,
  );
  return rates.length === 0 ? null : Math.min(...rates);
}

/** Words that find nothing useful. */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in is it its of on or our that the this to was with will you your'.split(
    ' ',
  ),
);
/** Most search-word items one listing gets: bounds its write cost (each is one item). */
export const MAX_SEARCH_WORDS = 60;

/** Lower-cased, accent-free words of a text, as search uses them (also for the query). */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
}

/**
 * The words a listing is found by: its address, city, ZIP and state first (always kept), then its
 * description's words until MAX_SEARCH_WORDS.
 */
export function searchWordsOf(
  deal: Pick<Deal, 'streetAddress' | 'city' | 'zipCode' | 'state' | 'dealDescription'>,
): string[] {
  const words = new Set([
    ...wordsOf(`${deal.streetAddress} ${deal.city} ${deal.zipCode} ${deal.state}`),
    ...wordsOf(deal.dealDescription),
  ]);
  return [...words].slice(0, MAX_SEARCH_WORDS);
}

/** The street address as the duplicate check compares it: lower-cased words + ZIP. */
export function normalisedAddress(deal: Pick<Deal, 'streetAddress' | 'zipCode'>): string {
  return `${wordsOfAddress(deal.streetAddress).join(' ')}#${deal.zipCode}`;
}
const wordsOfAddress = (street: string) =>
  street
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The browse index attributes of a browsable listing. */
export function browseIndexKeys(deal: DealRecord) {
  return {
    ...dealBrowseByTimeKey(deal.createdAt, deal.dealId),
    ...dealByStateAndPriceKey(deal.state, deal.purchasePrice, deal.dealId),
    ...(deal.location ? dealByGeoCellKey(encodeGeohash(deal.location), deal.createdAt, deal.dealId) : {}),
    ...dealBrowseByPriceKey(deal.purchasePrice, deal.dealId),
    ...dealBrowseByRateKey(effectiveInterestRate(deal), deal.createdAt, deal.dealId),
  };
}

/** The stored listing item: keys, the owner index, browse indexes when browsable, the record. */
export function toDealItem(deal: NewDealRecord) {
  const record = dealRecordSchema.parse(deal);
  return {
    ...dealKey(record.dealId),
    ...dealByOwnerKey(record.ownerId, record.createdAt, record.dealId),
    ...(isBrowsable(record.status) ? browseIndexKeys(record) : {}),
    entity: DEAL_ENTITY,
    ...record,
  };
}

/** Reads a stored listing item back, refusing an item of another shape. */
export function fromDealItem(item: Record<string, unknown>): DealRecord {
  return dealRecordSchema.parse(item);
}

/** The search-word items of a browsable listing (written with it, deleted when it leaves browse). */
export function toSearchWordItems(deal: Pick<DealRecord, 'dealId' | 'createdAt' | 'searchWords'>) {
  return deal.searchWords.map((word) => ({
    ...dealSearchWordKey(word, deal.createdAt, deal.dealId),
    entity: DEAL_SEARCH_WORD_ENTITY,
    dealId: deal.dealId,
  }));
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

/** A status history entry item (entryId keeps two entries of the same instant apart). */
export function toStatusHistoryItem(dealId: string, entryId: string, entry: StatusHistoryEntry) {
  const record = statusHistoryEntrySchema.parse(entry);
  return { ...dealHistoryKey(dealId, record.at, entryId), entity: DEAL_HISTORY_ENTITY, dealId, ...record };
}

/** Reads a status history entry item back. */
export function fromStatusHistoryItem(item: Record<string, unknown>): StatusHistoryEntry {
  return statusHistoryEntrySchema.parse(item);
}

/** Who claimed a street address and with which listing (the link of a DUPLICATE_ADDRESS answer). */
export const addressClaimSchema = z.object({ dealId: z.string(), ownerId: z.string() });
export type AddressClaim = z.infer<typeof addressClaimSchema>;

/** The address claim item of a listing. */
export function toAddressClaimItem(
  deal: Pick<DealRecord, 'dealId' | 'ownerId' | 'streetAddress' | 'zipCode'>,
) {
  return {
    ...dealAddressClaimKey(normalisedAddress(deal)),
    entity: DEAL_ADDRESS_CLAIM_ENTITY,
    dealId: deal.dealId,
    ownerId: deal.ownerId,
  };
}

export function fromAddressClaimItem(item: Record<string, unknown>): AddressClaim {
  return addressClaimSchema.parse(item);
}

/** One day of a listing's activity as stored; counters are added with ADD, absent ones are 0. */
export const dealActivityRecordSchema = z.object({
  date: z.string(),
  views: z.number().int().default(0),
  uniqueViewers: z.number().int().default(0),
  favorites: z.number().int().default(0),
  interests: z.number().int().default(0),
  offers: z.number().int().default(0),
});
export type DealActivityRecord = z.infer<typeof dealActivityRecordSchema>;
export type DealActivityCounter = Exclude<keyof DealActivityRecord, 'date'>;

/** Key and fixed attributes of a day's activity item, SET (if_not_exists) next to the ADDed counters. */
export function dealActivityItemBase(dealId: string, date: string) {
  return { key: dealActivityKey(dealId, date), attributes: { entity: DEAL_ACTIVITY_ENTITY, dealId, date } };
}

export function fromDealActivityItem(item: Record<string, unknown>): DealActivityRecord {
  return dealActivityRecordSchema.parse(item);
}

/** The marker of a user's first view of a listing (unique viewers). */
export function toDealViewerItem(dealId: string, userId: string, at: string) {
  return { ...dealViewerKey(dealId, userId), entity: DEAL_VIEWER_ENTITY, dealId, userId, firstViewedAt: at };
}

/** A user's favourite listing. */
export function toFavoriteItem(userId: string, dealId: string, at: string) {
  return { ...favoriteKey(userId, dealId), entity: DEAL_FAVORITE_ENTITY, userId, dealId, createdAt: at };
}
