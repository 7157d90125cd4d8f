/**
 * The small-count rule holds against the ways figures are combined (docs/demand.md "What is shown"):
 * on generated marketplaces, every figure any route shows for a ZIP — its buyers, its averages, every
 * segment of the map and every breakdown value of its page — is taken as an outsider would, and every
 * group count that can be worked out from them is checked: no shown figure, no "all buyers minus a
 * shown group" and no "all buyers minus any set of shown parts of a dimension" is 1 to 10 buyers.
 */
import { DEMAND_DIMENSIONS, DEMAND_SEGMENTS, type DemandDimension } from '#shared/demand/demand';
import { MIN_SHOWN_BUYERS } from '#shared/demand/demand-limits';
import type { BuyerDemandValues } from '../db/entities/zip-demand.entity';
import { recountFigures } from './demand-figures';
import { discloseBreakdown, discloseFigures, discloseSegment } from './disclosure';

/** A small deterministic PRNG (mulberry32), so a failure reproduces from its seed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const isSmallGroup = (count: number) => count >= 1 && count < MIN_SHOWN_BUYERS;

/** Skewed picks, so small groups beside big ones are common (the dangerous case). */
function pick<T>(random: () => number, values: readonly T[]): T {
  const weights = values.map((_, index) => 1 / (index + 1) ** 2);
  let roll = random() * weights.reduce((a, b) => a + b, 0);
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll <= 0) return values[index]!;
  }
  return values[values.length - 1]!;
}

function randomBuyer(random: () => number): BuyerDemandValues {
  const propertyTypes = DEMAND_DIMENSIONS.propertyType.filter(() => random() < 0.35);
  return {
    downPayment: random() < 0.7 ? Math.round(random() * 100_000) : null,
    monthlyPayment: random() < 0.7 ? Math.round(random() * 5_000) : null,
    buyBoxType: pick(random, DEMAND_DIMENSIONS.buyBoxType),
    financingType: pick(random, DEMAND_DIMENSIONS.financingType),
    propertyTypes,
  };
}

/** Every subset of a list (the lists here have at most 7 entries). */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]]);
}

const ZIPS = ['78701', '78702', '78703', '78704'];

describe('the small-count rule on generated marketplaces', () => {
  const marketplaces = Array.from({ length: 400 }, (_, seed) => seed + 1);

  it.each(marketplaces.map((seed) => [seed]))(
    'marketplace %i shows nothing that gives away 1 to 10 buyers',
    (seed) => {
      // Prepare: buyers, each in one to three ZIPs
      const random = prng(seed);
      const buyerCount = Math.floor(random() * 90);
      const contributions = Array.from({ length: buyerCount }, () => {
        const values = randomBuyer(random);
        const zips = ZIPS.filter(() => random() < 0.45);
        return Object.fromEntries((zips.length > 0 ? zips : [ZIPS[0]!]).map((zip) => [zip, values]));
      });

      // Act
      const figuresByZip = recountFigures(contributions, () => 'TX', '2026-11-26T00:00:00.000Z');

      // Assess
      for (const figures of figuresByZip.values()) {
        const shown = discloseFigures(figures);
        const breakdown = discloseBreakdown(figures);
        const groups: number[] = [];
        if (shown.buyers !== null) groups.push(shown.buyers);
        if (shown.averageDownPayment !== null)
          expect(figures.downPaymentCount).toBeGreaterThanOrEqual(MIN_SHOWN_BUYERS);
        if (shown.averageMonthlyPayment !== null)
          expect(figures.monthlyPaymentCount).toBeGreaterThanOrEqual(MIN_SHOWN_BUYERS);

        for (const dimension of Object.keys(DEMAND_DIMENSIONS) as DemandDimension[]) {
          const shownParts = breakdown[dimension].filter((entry) => entry.buyers !== null);
          for (const part of shownParts) {
            // What is shown is true.
            expect(part.buyers).toBe(figures.counts[dimension][part.value] ?? 0);
            groups.push(part.buyers!);
            // "All buyers minus one shown group": the buyers outside it.
            if (shown.buyers !== null) groups.push(shown.buyers - part.buyers!);
          }
          if (shown.buyers !== null && dimension !== 'propertyType') {
            // In a partition, all buyers minus any set of shown parts is the rest: hidden parts included.
            for (const subset of subsets(shownParts)) {
              groups.push(shown.buyers - subset.reduce((sum, part) => sum + part.buyers!, 0));
            }
          }
        }

        // Every segment of the map shows exactly what the ZIP's page shows.
        for (const segment of DEMAND_SEGMENTS) {
          const [dimension, value] = segment.split(':') as [DemandDimension, string];
          const expected =
            segment === 'all'
              ? shown.buyers
              : breakdown[dimension].find((entry) => entry.value === value)!.buyers;
          expect(discloseSegment(figures, segment)).toBe(expected);
        }

        expect(groups.filter(isSmallGroup)).toEqual([]);
      }
    },
  );
});
