/**
 * Buyer demand by ZIP (docs/demand.md): the live figures of each ZIP, what each buyer is counted
 * as, each ZIP's monthly history and the daily published snapshot the public API serves.
 *
 * Access patterns:
 * - one ZIP's live figures: GetItem pk=ZIPDEMAND#<ST>, sk=ZIP#<zip> (the state from the shipped
 *   ZIP places, functions/src/geo/zip-places.ts); a few ZIPs: BatchGetItem
 * - one state's ZIPs (buyer map with a state, rebuild, publishing): Query pk=ZIPDEMAND#<ST>; every
 *   state's (buyer map without a state): one Query per state code, in parallel with a bound
 * - a buyer saves a buy box or preferences: for each ZIP whose share changes, UpdateItem ADD of the
 *   deltas, in a transaction with the buyer's contribution item (condition on its `version`), at most
 *   99 ZIPs per transaction; the contribution item records what is counted so far, so a retry (or
 *   the rebuild) finishes a change cut short and never counts twice
 * - a listing enters or leaves browse, or a browsable listing changes ZIP: ADD activeListings ±1 in
 *   the listing's own transaction
 * - a ZIP's trend: Query pk=ZIPDEMAND#HISTORY#<zip> (sk YYYY-MM, at most TREND_MONTHS)
 * - public figures: GetItem of the pointer pk=ZIPDEMAND#PUBLISHED, sk=CURRENT (its `asOf` day), then
 *   BatchGetItem of pk=ZIPDEMAND#PUBLISHED#<day>#<ST>, sk=ZIP#<zip> for asked ZIPs or Query of that
 *   partition for a state: reads in proportion to the ZIPs, never to the buyers
 *
 * Figures are kept exact; suppression (fewer than 11) and rounding happen when they are read for
 * anyone but admins (functions/src/demand/disclosure.ts).
 */
import type { DemandDimension } from '#shared/demand/demand';
import { DEMAND_DIMENSIONS } from '#shared/demand/demand';
import { USER_PREFIX } from './user.entity';

export const ZIP_DEMAND_ENTITY = 'ZipDemand';
export const BUYER_DEMAND_CONTRIBUTION_ENTITY = 'BuyerDemandContribution';
export const ZIP_DEMAND_MONTH_ENTITY = 'ZipDemandMonth';
export const PUBLISHED_ZIP_DEMAND_ENTITY = 'PublishedZipDemand';
export const PUBLISHED_ZIP_DEMAND_POINTER_ENTITY = 'PublishedZipDemandPointer';

/** What one buyer adds to each ZIP they are counted in. */
export interface BuyerDemandValues {
  /** Max down payment from the preferences, when given. */
  downPayment: number | null;
  /** Max monthly payment from the preferences, when given. */
  monthlyPayment: number | null;
  buyBoxType: (typeof DEMAND_DIMENSIONS.buyBoxType)[number];
  financingType: (typeof DEMAND_DIMENSIONS.financingType)[number];
  /** The buy box's types and the preferences' type, distinct; empty when none given. */
  propertyTypes: (typeof DEMAND_DIMENSIONS.propertyType)[number][];
}

/** The attribute of a dimension value's count: `count:<dimension>:<value>`. */
export const dimensionCountAttribute = (dimension: DemandDimension, value: string) =>
  `count:${dimension}:${value}`;

/** The exact figures of one ZIP (live, in a month's history or in a published snapshot). */
export interface ZipDemandFigures {
  zipCode: string;
  state: string;
  buyers: number;
  downPaymentSum: number;
  downPaymentCount: number;
  monthlyPaymentSum: number;
  monthlyPaymentCount: number;
  /** Per dimension, buyers per value (values with none are absent or 0). */
  counts: Record<DemandDimension, Record<string, number>>;
  /** Browsable listings in the ZIP (live figures only; snapshots copy it). */
  activeListings: number;
  /** When the ZIP's buyers last changed (ISO instant); null when only listings ever touched it. */
  updatedAt: string | null;
}

/** Partition of one state's live ZIP figures. */
export const zipDemandStatePartition = (state: string) => `ZIPDEMAND#${state.toUpperCase()}`;
export const zipDemandSortKey = (zipCode: string) => `ZIP#${zipCode}`;
export const zipDemandKey = (state: string, zipCode: string) => ({
  pk: zipDemandStatePartition(state),
  sk: zipDemandSortKey(zipCode),
});

/** The buyer's contribution: per ZIP, the values counted there now. */
export const buyerDemandContributionKey = (userId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: 'ZIPDEMAND',
});
export interface BuyerDemandContribution {
  userId: string;
  counted: Record<string, BuyerDemandValues>;
  /** Bumped by every transaction that changes `counted` (optimistic lock). */
  version: number;
}

/** One ZIP's history: one item per month, the figures as the month's last daily run saw them. */
export const zipDemandHistoryPartition = (zipCode: string) => `ZIPDEMAND#HISTORY#${zipCode}`;
export const zipDemandMonthKey = (zipCode: string, month: string) => ({
  pk: zipDemandHistoryPartition(zipCode),
  sk: month,
});

/** The published snapshot of a day, per state; kept a few days past its replacement (TTL). */
export const publishedZipDemandPartition = (day: string, state: string) =>
  `ZIPDEMAND#PUBLISHED#${day}#${state.toUpperCase()}`;
export const publishedZipDemandKey = (day: string, state: string, zipCode: string) => ({
  pk: publishedZipDemandPartition(day, state),
  sk: zipDemandSortKey(zipCode),
});
/** Which day's snapshot the public API serves: switched only once that day's is fully written. */
export const PUBLISHED_ZIP_DEMAND_POINTER_KEY = { pk: 'ZIPDEMAND#PUBLISHED', sk: 'CURRENT' };
/** Days a published snapshot is kept after its day (TTL), for readers still holding the old pointer. */
export const PUBLISHED_SNAPSHOT_KEEP_DAYS = 3;

/** The flat attributes of figures, as written (counts as `count:<dimension>:<value>`). */
export function zipDemandAttributes(figures: ZipDemandFigures): Record<string, unknown> {
  const attributes: Record<string, unknown> = {
    zipCode: figures.zipCode,
    state: figures.state,
    buyers: figures.buyers,
    downPaymentSum: figures.downPaymentSum,
    downPaymentCount: figures.downPaymentCount,
    monthlyPaymentSum: figures.monthlyPaymentSum,
    monthlyPaymentCount: figures.monthlyPaymentCount,
    activeListings: figures.activeListings,
    updatedAt: figures.updatedAt,
  };
  for (const dimension of Object.keys(DEMAND_DIMENSIONS) as DemandDimension[]) {
    for (const [value, count] of Object.entries(figures.counts[dimension])) {
      if (count !== 0) attributes[dimensionCountAttribute(dimension, value)] = count;
    }
  }
  return attributes;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Figures from an item of any of the figure-holding kinds (missing numbers read as 0). */
export function fromZipDemandItem(item: Record<string, unknown>): ZipDemandFigures {
  const counts = Object.fromEntries(
    (Object.keys(DEMAND_DIMENSIONS) as DemandDimension[]).map((dimension) => [
      dimension,
      Object.fromEntries(
        DEMAND_DIMENSIONS[dimension].map((value) => [
          value,
          numberOf(item[dimensionCountAttribute(dimension, value)]),
        ]),
      ),
    ]),
  ) as ZipDemandFigures['counts'];
  return {
    zipCode: String(item.zipCode),
    state: String(item.state),
    buyers: numberOf(item.buyers),
    downPaymentSum: numberOf(item.downPaymentSum),
    downPaymentCount: numberOf(item.downPaymentCount),
    monthlyPaymentSum: numberOf(item.monthlyPaymentSum),
    monthlyPaymentCount: numberOf(item.monthlyPaymentCount),
    counts,
    activeListings: numberOf(item.activeListings),
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
  };
}
