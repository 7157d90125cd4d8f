/**
 * The browse planner: picks ONE access path (an index partition, a set of geo cells, a search-word
 * partition or the caller's favourites) for a browse query, and turns the rest of the query into
 * conditions. Pure: no AWS, no clock. See docs/browse.md for why each path exists.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_RADIUS_MILES, type BrowseQuery, type BrowseSort } from '#shared/deals/deal-api';
import type { GeoPoint } from '#shared/geo/geo-point';
import { cellsCoveringBox, cellsCoveringCircle, GEO_CELL_PRECISION, type GeoBox } from '#shared/geo/geohash';
import {
  BROWSABLE_STATUSES,
  BROWSE_BY_COARSE_GEO_CELL_INDEX,
  BROWSE_BY_GEO_CELL_INDEX,
  COARSE_GEO_CELL_PRECISION,
  BROWSE_BY_PRICE_INDEX,
  BROWSE_BY_RATE_INDEX,
  BROWSE_BY_TIME_INDEX,
  BROWSE_PARTITION,
  dealsByGeoCellPartition,
  sortablePrice,
} from '../../db/entities/deal.entity';
import {
  BROWSE_FACETS,
  browseFacetPartition,
  type BrowseFacet,
} from '../../db/entities/deal-browse-entry.entity';
import { FAVORITE_PREFIX } from '../../db/entities/favorite.entity';
import { dealSearchWordPartition, wordsOf } from '../../db/entities/deal-search-word.entity';
import { USER_PREFIX } from '../../db/entities/user.entity';
import { indexNamed, TABLE, type IndexName, type KeyIndex } from '../../db/indexes';
import { ValidationError } from '../../lib/errors';
import type { BrowseCondition } from './browse-filter';

/**
 * Most fine geohash cells a radius search reads (each a Query of at least 0.5 read unit); a larger
 * circle (above about 30 miles) reads the coarse cells instead, which hold more listings outside
 * the circle but cost a few Queries.
 */
export const MAX_FINE_GEO_CELLS = 24;

/**
 * Most coarse geohash cells a map view reads (about 8° × 6° of the US, 32 Queries, 8 at a time); a
 * wider view reads the filters' browse partition and keeps the listings inside the view.
 */
export const MAX_COARSE_GEO_CELLS = 32;

/** What a plan reads: the browse filters, and the sort of a list (a map has none). */
export type PlannedQuery = Omit<BrowseQuery, 'cursor' | 'limit'>;

/** Who is browsing: what decides which listings they may see. */
export interface BrowseViewer {
  userId: string;
  isAdmin: boolean;
  firstRightOfRefusal: boolean;
}

/** Where a browse reads from, in the order it reads. */
export interface BrowseSource {
  kind: 'time' | 'price' | 'rate' | 'geo' | 'word' | 'favorites';
  /** The facet whose partition a time, price or rate source reads (only its listings), or null for all. */
  facet: BrowseFacet | null;
  /** The index queried, or null for the table itself (search words, favourites). */
  index: IndexName | null;
  /** Partitions read one after the other (several only for geo cells, nearest first). */
  partitions: readonly string[];
  /** Sort-key order: true ascending, false descending. */
  forward: boolean;
  /** Highest sort key read (the budget on a price index), or null. */
  sortKeyAtMost: string | null;
  /** Sort-key prefix read (favourites under the user's partition), or null. */
  sortKeyPrefix: string | null;
  /** The partition holds pointers (search-word or favourite items) to listings fetched with BatchGet. */
  pointsToListings: boolean;
}

export interface BrowsePlan {
  source: BrowseSource;
  /** What every listing on the page must meet besides being in the source. */
  conditions: BrowseCondition[];
  /** The centre of a radius search, for the map; null otherwise. */
  center: GeoPoint | null;
  /** Identifies the plan, so a cursor of another query (or another caller) is refused. */
  fingerprint: string;
}

/** A radius search: its centre and radius in miles. */
export interface RadiusSearch {
  center: GeoPoint;
  miles: number;
}

/**
 * The radius search a query asks for, or null: centred on the point when lat/lng are given
 * (radius DEFAULT_RADIUS_MILES unless set), else on the ZIP's centroid when a radius is given.
 * An unknown ZIP is a 400 on `query.zip` (message key `zipUnknown`).
 */
export function radiusSearchOf(
  query: Pick<PlannedQuery, 'zip' | 'lat' | 'lng' | 'radius'>,
  locateZip: (zip: string) => GeoPoint | null,
): RadiusSearch | null {
  const miles = query.radius ?? DEFAULT_RADIUS_MILES;
  if (query.lat !== undefined && query.lng !== undefined)
    return { center: { lat: query.lat, lng: query.lng }, miles };
  if (query.radius === undefined || query.zip === undefined) return null;
  const center = locateZip(query.zip);
  if (!center) throw new ValidationError([{ path: 'query.zip', message: 'zipUnknown' }]);
  return { center, miles };
}

const isPriceSort = (sort: BrowseSort | undefined) => sort === 'price-asc' || sort === 'price-desc';

/** The longest word, the likeliest to be rare (shortest partition to read); ties keep the first. */
const longestWord = (words: readonly string[]) =>
  words.reduce((longest, word) => (word.length > longest.length ? word : longest));

const source = (
  kind: BrowseSource['kind'],
  index: IndexName | null,
  partitions: readonly string[],
  forward: boolean,
  extra: Partial<Pick<BrowseSource, 'sortKeyAtMost' | 'sortKeyPrefix' | 'pointsToListings' | 'facet'>> = {},
): BrowseSource => ({
  kind,
  facet: extra.facet ?? null,
  index,
  partitions,
  forward,
  sortKeyAtMost: extra.sortKeyAtMost ?? null,
  sortKeyPrefix: extra.sortKeyPrefix ?? null,
  pointsToListings: extra.pointsToListings ?? false,
});

const wordSource = (word: string, sort: BrowseSort | undefined) =>
  source('word', null, [dealSearchWordPartition(word)], sort === 'oldest', { pointsToListings: true });

/** The value a query asks for a facet, or undefined. */
function queriedFacetValue(query: PlannedQuery, facet: BrowseFacet): string | undefined {
  switch (facet) {
    case 'state':
      return query.state;
    case 'propertyType':
      return query.propertyType;
    case 'financeType':
      return query.financeType;
    case 'category':
      return query.category;
  }
}

/**
 * The partition of the query's most selective facet (BROWSE_FACETS order), or the partition of
 * every browsable listing when the query has none.
 */
function browsePartitionOf(query: PlannedQuery): { partition: string; facet: BrowseFacet | null } {
  for (const facet of BROWSE_FACETS) {
    const value = queriedFacetValue(query, facet);
    if (value !== undefined) return { partition: browseFacetPartition(facet, value), facet };
  }
  return { partition: BROWSE_PARTITION, facet: null };
}

/**
 * The geo cells of a map's view: the fine cells when at most MAX_FINE_GEO_CELLS touch it, else the
 * coarse cells when at most MAX_COARSE_GEO_CELLS do, else null (too wide for cells).
 */
function boxSource(box: GeoBox): BrowseSource | null {
  const fine = cellsCoveringBox(box, GEO_CELL_PRECISION, MAX_FINE_GEO_CELLS);
  if (fine) return source('geo', BROWSE_BY_GEO_CELL_INDEX.name, fine.map(dealsByGeoCellPartition), false);
  const coarse = cellsCoveringBox(box, COARSE_GEO_CELL_PRECISION, MAX_COARSE_GEO_CELLS);
  if (coarse)
    return source('geo', BROWSE_BY_COARSE_GEO_CELL_INDEX.name, coarse.map(dealsByGeoCellPartition), false);
  return null;
}

/**
 * The one access path of a query, most selective first: favourites, text, radius, a price index
 * (price sort, the budget as a key range), the interest index, a ZIP's or city's search words, the
 * cells of a map's view, and otherwise the listings by time (no sort means newest). Time, price
 * and interest read the partition of the query's most selective facet when it has one. The order
 * of text, radius and favourites is fixed.
 */
function chooseSource(
  query: PlannedQuery,
  viewer: BrowseViewer,
  radius: RadiusSearch | null,
  textWords: readonly string[],
  box: GeoBox | null,
): BrowseSource {
  const { sort } = query;
  if (query.favorites === true) {
    return source('favorites', null, [`${USER_PREFIX}${viewer.userId}`], false, {
      sortKeyPrefix: FAVORITE_PREFIX,
      pointsToListings: true,
    });
  }
  if (textWords.length > 0) return wordSource(longestWord(textWords), sort);
  if (radius) {
    const cells = cellsCoveringCircle(radius.center, radius.miles);
    if (cells.length <= MAX_FINE_GEO_CELLS) {
      return source('geo', BROWSE_BY_GEO_CELL_INDEX.name, cells.map(dealsByGeoCellPartition), false);
    }
    const coarse = cellsCoveringCircle(radius.center, radius.miles, COARSE_GEO_CELL_PRECISION);
    return source('geo', BROWSE_BY_COARSE_GEO_CELL_INDEX.name, coarse.map(dealsByGeoCellPartition), false);
  }
  const { partition, facet } = browsePartitionOf(query);
  if (isPriceSort(sort)) {
    // '~' sorts after '#<dealId>', so every listing at exactly the budget is in the range.
    const sortKeyAtMost = query.maxPrice === undefined ? null : `${sortablePrice(query.maxPrice)}~`;
    return source('price', BROWSE_BY_PRICE_INDEX.name, [partition], sort !== 'price-desc', {
      sortKeyAtMost,
      facet,
    });
  }
  if (sort === 'interest') return source('rate', BROWSE_BY_RATE_INDEX.name, [partition], true, { facet });
  if (query.zip) return wordSource(query.zip, sort);
  const cityWords = query.city ? wordsOf(query.city) : [];
  if (cityWords.length > 0) return wordSource(longestWord(cityWords), sort);
  const viewCells = box ? boxSource(box) : null;
  if (viewCells) return viewCells;
  return source('time', BROWSE_BY_TIME_INDEX.name, [partition], sort === 'oldest', { facet });
}

/** Who sees what: exclusive listings only with first right of refusal, as an admin, or as their owner. */
function visibilityOf(viewer: BrowseViewer): BrowseCondition {
  if (viewer.isAdmin || viewer.firstRightOfRefusal) {
    return { kind: 'visible', statuses: BROWSABLE_STATUSES, ownerId: null };
  }
  return {
    kind: 'visible',
    statuses: BROWSABLE_STATUSES.filter((status) => status !== 'exclusive'),
    ownerId: viewer.userId,
  };
}

/** The query's filters, less what the chosen source already guarantees. */
function conditionsOf(
  query: PlannedQuery,
  chosen: BrowseSource,
  radius: RadiusSearch | null,
  textWords: readonly string[],
  box: GeoBox | null,
): BrowseCondition[] {
  const conditions: BrowseCondition[] = [];
  const readsWord = (word: string) =>
    chosen.kind === 'word' && chosen.partitions[0] === dealSearchWordPartition(word);
  const otherWords = textWords.filter((word) => !readsWord(word));
  if (otherWords.length > 0) conditions.push({ kind: 'hasWords', words: otherWords });
  if (query.maxPrice !== undefined && chosen.sortKeyAtMost === null)
    conditions.push({ kind: 'atMost', attribute: 'purchasePrice', value: query.maxPrice });
  if (query.minBeds !== undefined)
    conditions.push({ kind: 'atLeast', attribute: 'bedrooms', value: query.minBeds });
  if (query.minBaths !== undefined)
    conditions.push({ kind: 'atLeast', attribute: 'bathrooms', value: query.minBaths });
  // The facet partition read holds only listings of its value: no condition needed for it.
  const unread = (facet: BrowseFacet) => chosen.facet !== facet;
  if (query.category && unread('category'))
    conditions.push({ kind: 'equals', attribute: 'dealCategory', value: query.category });
  if (query.financeType && unread('financeType'))
    conditions.push({ kind: 'equals', attribute: 'purchaseType', value: query.financeType });
  if (query.propertyType && unread('propertyType'))
    conditions.push({ kind: 'equals', attribute: 'propertyType', value: query.propertyType });
  if (query.state && unread('state'))
    conditions.push({ kind: 'equals', attribute: 'state', value: query.state });
  if (query.city) conditions.push({ kind: 'cityIs', city: query.city });
  // In a radius search the ZIP is the centre (or superseded by the point), not a filter.
  if (query.zip && !radius) conditions.push({ kind: 'equals', attribute: 'zipCode', value: query.zip });
  for (const tag of query.tags ?? []) conditions.push({ kind: 'hasTag', tag });
  if (radius) conditions.push({ kind: 'withinMiles', center: radius.center, miles: radius.miles });
  if (box) conditions.push({ kind: 'withinBox', box });
  return conditions;
}

/**
 * The plan of a browse query for a viewer; `radius` from `radiusSearchOf`, `box` the map's view
 * (null for the list).
 */
export function planBrowse(
  query: PlannedQuery,
  viewer: BrowseViewer,
  radius: RadiusSearch | null,
  box: GeoBox | null = null,
): BrowsePlan {
  const textWords = [...new Set(wordsOf(query.q ?? ''))];
  const chosen = chooseSource(query, viewer, radius, textWords, box);
  const conditions = [visibilityOf(viewer), ...conditionsOf(query, chosen, radius, textWords, box)];
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ source: chosen, conditions }))
    .digest('base64url')
    .slice(0, 22);
  return { source: chosen, conditions, center: radius?.center ?? null, fingerprint };
}

/** Where a source reads: the table itself or one of the browse indexes. */
export function keyIndexOf(chosen: Pick<BrowseSource, 'index'>): KeyIndex {
  return chosen.index === null ? TABLE : indexNamed(chosen.index);
}
