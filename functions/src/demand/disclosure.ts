/**
 * What of a ZIP's exact figures may be shown outside the admin panel (docs/demand.md "What is shown:
 * the small-count rule", docs/requirements.md#r3-7-1). Every route that answers demand figures
 * discloses them through this module, so the same ZIP shows the same numbers everywhere and no
 * route can show what another hides.
 */
import {
  DEMAND_DIMENSIONS,
  type DemandDimension,
  type DemandFigures,
  type DemandSegment,
} from '#shared/demand/demand';
import {
  DOWN_PAYMENT_ROUNDING,
  MIN_SHOWN_BUYERS,
  MONTHLY_PAYMENT_ROUNDING,
} from '#shared/demand/demand-limits';
import type { ZipDemandFigures } from '../db/entities/zip-demand.entity';

/** A count as shown: itself when 0 or at least 11, else null ("fewer than 11"). */
export const shownCount = (count: number): number | null =>
  count === 0 || count >= MIN_SHOWN_BUYERS ? count : null;

const isSmall = (count: number) => shownCount(count) === null;

/** An amount rounded to its step (never below 0). */
export const roundToStep = (amount: number, step: number): number =>
  Math.max(0, Math.round(amount / step) * step);

/** An average of `count` amounts summing to `sum`, when the ZIP's buyers are shown and 11+ gave one. */
function shownAverage(figures: ZipDemandFigures, sum: number, count: number, step: number): number | null {
  if (figures.buyers < MIN_SHOWN_BUYERS || count < MIN_SHOWN_BUYERS) return null;
  return roundToStep(sum / count, step);
}

/** A ZIP's buyers and averages as shown. */
export function discloseFigures(figures: ZipDemandFigures): DemandFigures {
  return {
    buyers: shownCount(figures.buyers),
    averageDownPayment: shownAverage(
      figures,
      figures.downPaymentSum,
      figures.downPaymentCount,
      DOWN_PAYMENT_ROUNDING,
    ),
    averageMonthlyPayment: shownAverage(
      figures,
      figures.monthlyPaymentSum,
      figures.monthlyPaymentCount,
      MONTHLY_PAYMENT_ROUNDING,
    ),
  };
}

/** Dimensions that put every buyer under exactly one value (with `none`): their hidden parts must not add up small. */
const PARTITIONS: ReadonlySet<DemandDimension> = new Set(['buyBoxType', 'financingType']);

/**
 * One dimension's counts as shown. A count of 1–10 is hidden. In a partition, the hidden counts
 * together ("all buyers minus the shown ones") must be 0 or at least 11, so the smallest shown count
 * is hidden too until they are. For property types (a buyer may name several), a count is also
 * hidden when the buyers who did not name the type number 1–10.
 */
export function discloseDimension(
  figures: ZipDemandFigures,
  dimension: DemandDimension,
): { value: string; buyers: number | null }[] {
  const total = figures.buyers;
  const counts = DEMAND_DIMENSIONS[dimension].map((value) => ({
    value,
    count: figures.counts[dimension][value] ?? 0,
  }));
  const hidden = new Set<string>();
  for (const { value, count } of counts) {
    const smallComplement = !PARTITIONS.has(dimension) && isSmall(total - count);
    if (isSmall(total) ? count > 0 : isSmall(count) || smallComplement) hidden.add(value);
  }
  if (PARTITIONS.has(dimension)) {
    let hiddenSum = counts
      .filter(({ value }) => hidden.has(value))
      .reduce((sum, { count }) => sum + count, 0);
    while (isSmall(hiddenSum)) {
      const smallest = counts
        .filter(({ value, count }) => !hidden.has(value) && count > 0)
        .sort((a, b) => a.count - b.count)[0];
      if (!smallest) break;
      hidden.add(smallest.value);
      hiddenSum += smallest.count;
    }
  }
  return counts.map(({ value, count }) => ({ value, buyers: hidden.has(value) ? null : count }));
}

/** Every dimension's counts as shown (a ZIP's page). */
export function discloseBreakdown(
  figures: ZipDemandFigures,
): Record<DemandDimension, { value: string; buyers: number | null }[]> {
  return {
    buyBoxType: discloseDimension(figures, 'buyBoxType'),
    financingType: discloseDimension(figures, 'financingType'),
    propertyType: discloseDimension(figures, 'propertyType'),
  };
}

/** The buyers of one segment of a ZIP as shown: the same number its page's breakdown shows. */
export function discloseSegment(figures: ZipDemandFigures, segment: DemandSegment): number | null {
  if (segment === 'all') return shownCount(figures.buyers);
  const [dimension, value] = segment.split(':') as [DemandDimension, string];
  const entry = discloseDimension(figures, dimension).find((candidate) => candidate.value === value);
  return entry ? entry.buyers : 0;
}

/** How many buyers of the segment the ZIP has, exactly (to leave out ZIPs with none). */
export function segmentCount(figures: ZipDemandFigures, segment: DemandSegment): number {
  if (segment === 'all') return figures.buyers;
  const [dimension, value] = segment.split(':') as [DemandDimension, string];
  return figures.counts[dimension][value] ?? 0;
}
