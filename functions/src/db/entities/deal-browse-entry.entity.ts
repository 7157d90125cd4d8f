/**
 * Browse entries: the small items browse reads instead of listings. A browsable listing (exclusive,
 * active, pending) has one "all" entry and one entry per facet (state, property type, finance type,
 * category), all under the listing's partition, each carrying the listing's browse card (the
 * summary fields a card shows plus the owner, for visibility) and the keys of the browse indexes:
 *
 * - all entry (sk BROWSE): gsi2 by time, gsi5 by price, gsi6 by rate, each in the one partition
 *   DEALS#BROWSE; gsi4 and gsi3 by geohash cell (one partition per cell; gsi3's cells are coarse,
 *   for large radii);
 * - facet entry (sk BROWSE#<facet>): gsi2, gsi5, gsi6 in the facet's partition
 *   DEALS#BROWSE#<facet>#<value>, so a filtered page on any sort reads only matching listings.
 *   A listing without a finance type keeps its financeType entry out of the indexes.
 *
 * Access patterns:
 * - browse newest / oldest, by price, by rate: Query gsi2 / gsi5 / gsi6 on DEALS#BROWSE or a facet
 *   partition; radius: Query gsi4 DEALS#GEO#<cell> for each cell
 * - written in the listing's own transactions (create, edit, status change: an Update that keeps
 *   favoriteCount), deleted when the listing leaves browse (status change)
 * - favoriteCount: ADDed on every entry in the favourite transactions (only while they exist)
 *
 * Entries are whole cards (about 0.5 KB), so the browse indexes hold no descriptions, photos
 * lists or counters a card does not show, and a view (which writes only the listing) writes no
 * browse index. docs/decisions/browse-facets.md says why.
 */
import * as z from 'zod';
import { dealSummarySchema, type DealSummary } from '#shared/deals/deal-api';
import { encodeGeohash } from '#shared/geo/geohash';
import { GSI2, GSI3, GSI4, GSI5, GSI6, indexKeyAttributes, type KeyIndex } from '../indexes';
import {
  BROWSE_PARTITION,
  COARSE_GEO_CELL_PRECISION,
  dealBrowseByPriceKey,
  dealByCoarseGeoCellKey,
  dealBrowseByRateKey,
  dealBrowseByTimeKey,
  dealByGeoCellKey,
  DEAL_PREFIX,
  isBrowsable,
  toDealSummary,
  type DealRecord,
} from './deal.entity';

export const DEAL_BROWSE_ENTRY_ENTITY = 'DealBrowseEntry';

/** What a browse index answers: the listing's card and its owner (visibility of exclusive listings). */
export const dealCardSchema = dealSummarySchema.omit({ isFavorite: true }).extend({ ownerId: z.string() });
export type DealCard = z.infer<typeof dealCardSchema>;

/** Every attribute of a card, the only non-key attributes the browse indexes need. */
export const DEAL_CARD_ATTRIBUTES = Object.keys(dealCardSchema.shape) as Array<keyof DealCard>;

/** The card of a listing. */
export function toDealCard(record: DealRecord): DealCard {
  const { isFavorite: _isFavorite, ...summary } = toDealSummary(record, false);
  return { ...summary, ownerId: record.ownerId };
}

/** Reads a browse entry back as a card (a count a race left below zero reads as zero). */
export const fromDealCardItem = (item: Record<string, unknown>): DealCard =>
  dealCardSchema.parse({ ...item, favoriteCount: Math.max(0, Number(item.favoriteCount ?? 0)) });

/** The summary the API shows of a card. */
export function cardSummary(card: DealCard, isFavorite: boolean): DealSummary {
  const { ownerId: _ownerId, ...summary } = card;
  return { ...summary, isFavorite };
}

/** Filters with a key path on every sort, most selective first (the planner reads the first one a query has). */
export const BROWSE_FACETS = ['state', 'propertyType', 'financeType', 'category'] as const;
export type BrowseFacet = (typeof BROWSE_FACETS)[number];

/** A card's value of a facet (null: the listing has none, e.g. no finance type). */
export function facetValueOf(card: DealCard, facet: BrowseFacet): string | null {
  switch (facet) {
    case 'state':
      return card.state;
    case 'propertyType':
      return card.propertyType;
    case 'financeType':
      return card.purchaseType;
    case 'category':
      return card.dealCategory;
  }
}

/** The index partition of the browsable listings with one facet value. */
export const browseFacetPartition = (facet: BrowseFacet, value: string) =>
  `${BROWSE_PARTITION}#${facet}#${value}`;

/** Sort key of the all entry, and prefix of every browse entry. */
export const BROWSE_ENTRY_SORT_KEY = 'BROWSE';

/** The key of a listing's all entry (facet null) or one facet entry. */
export const dealBrowseEntryKey = (dealId: string, facet: BrowseFacet | null) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: facet === null ? BROWSE_ENTRY_SORT_KEY : `${BROWSE_ENTRY_SORT_KEY}#${facet}`,
});

/** Browse entries of a browsable listing: the all entry and one per facet. */
export const BROWSE_ENTRIES_PER_LISTING = 1 + BROWSE_FACETS.length;

/** The keys of every browse entry a browsable listing has. */
export const dealBrowseEntryKeys = (dealId: string) => [
  dealBrowseEntryKey(dealId, null),
  ...BROWSE_FACETS.map((facet) => dealBrowseEntryKey(dealId, facet)),
];

/** Indexes an entry may be keyed on; an Update REMOVEs the ones it does not set. */
export const BROWSE_ENTRY_INDEXES: readonly KeyIndex[] = [GSI2, GSI3, GSI4, GSI5, GSI6];

/** The sort-keyed index attributes of a card in a partition (time, price, rate). */
function sortedKeys(card: DealCard, partition: string) {
  return {
    ...dealBrowseByTimeKey(card.createdAt, card.dealId, partition),
    ...dealBrowseByPriceKey(card.purchasePrice, card.dealId, partition),
    ...dealBrowseByRateKey(card.interestRate, card.createdAt, card.dealId, partition),
  };
}

/** The index attributes of one entry of a card. */
function entryIndexKeys(card: DealCard, facet: BrowseFacet | null): Record<string, string> {
  if (facet === null) {
    return {
      ...sortedKeys(card, BROWSE_PARTITION),
      ...(card.location
        ? {
            ...dealByGeoCellKey(encodeGeohash(card.location), card.createdAt, card.dealId),
            ...dealByCoarseGeoCellKey(
              encodeGeohash(card.location, COARSE_GEO_CELL_PRECISION),
              card.createdAt,
              card.dealId,
            ),
          }
        : {}),
    };
  }
  const value = facetValueOf(card, facet);
  return value === null ? {} : sortedKeys(card, browseFacetPartition(facet, value));
}

/** One browse entry item of a listing's card. */
export function toBrowseEntryItem(card: DealCard, facet: BrowseFacet | null) {
  return {
    ...dealBrowseEntryKey(card.dealId, facet),
    ...entryIndexKeys(card, facet),
    entity: DEAL_BROWSE_ENTRY_ENTITY,
    ...card,
  };
}

/** Every browse entry item of a listing: none unless it is browsable. */
export function toBrowseEntryItems(record: DealRecord) {
  if (!isBrowsable(record.status)) return [];
  const card = toDealCard(record);
  return [null, ...BROWSE_FACETS].map((facet) => toBrowseEntryItem(card, facet));
}

/** Index attributes an entry of this facet may carry (REMOVEd when it does not carry them now). */
export const browseEntryIndexAttributes = (facet: BrowseFacet | null) =>
  (facet === null ? BROWSE_ENTRY_INDEXES : [GSI2, GSI5, GSI6]).flatMap(indexKeyAttributes);
