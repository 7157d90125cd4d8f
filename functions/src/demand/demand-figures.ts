/**
 * The arithmetic of buyer demand by ZIP (docs/demand.md "Who is counted" and "Keeping the figures"):
 * what a buyer adds to which ZIPs, the difference between what is counted and what should be, and
 * the same figures recounted from scratch. Pure: the incremental path and the rebuild both use it,
 * so a test can prove they agree.
 */
import { DEMAND_DIMENSIONS, type DemandDimension } from '#shared/demand/demand';
import { hasAnyRole } from '#shared/users/roles';
import type { UserRecord } from '../db/entities/user.entity';
import type { BuyerDemandValues, ZipDemandFigures } from '../db/entities/zip-demand.entity';

/** What the figures need of a user. */
export type DemandSource = Pick<UserRecord, 'accountStatus' | 'roles' | 'buyBox' | 'buyerPreferences'>;

/** Where ZIPs are: their state (null when unknown or unplaceable) and a city's central ZIP. */
export interface ZipGeography {
  stateOf: (zipCode: string) => string | null;
  centralZipOfCity: (state: string, city: string) => string | null;
}

/** Counted while active and holding a role that keeps a buy box (buyer or owner). */
export const isCountedBuyer = (user: DemandSource): boolean =>
  user.accountStatus === 'active' && hasAnyRole(user, ['buyer', 'owner']);

/** What the buyer adds to each of their ZIPs. */
export function buyerDemandValues(user: DemandSource): BuyerDemandValues {
  const { buyBox, buyerPreferences: preferences } = user;
  const propertyTypes = new Set(buyBox?.propertyTypes ?? []);
  if (preferences) propertyTypes.add(preferences.propertyType);
  return {
    downPayment: preferences?.maxDownPayment ?? null,
    monthlyPayment: preferences?.maxMonthlyPayment ?? null,
    buyBoxType: buyBox?.type ?? 'none',
    financingType: preferences?.financingType ?? 'none',
    propertyTypes: DEMAND_DIMENSIONS.propertyType.filter((type) => propertyTypes.has(type)),
  };
}

/** The buyer's ZIPs, each once: buy box and preferences ZIPs, or the preferences city's central ZIP. */
export function demandZipsOf(user: DemandSource, geography: ZipGeography): string[] {
  const zips = new Set(user.buyBox?.zipCodes ?? []);
  const preferences = user.buyerPreferences;
  if (preferences) {
    if (preferences.zipCodes.length > 0) for (const zip of preferences.zipCodes) zips.add(zip);
    else {
      const central = geography.centralZipOfCity(preferences.state, preferences.city);
      if (central) zips.add(central);
    }
  }
  return [...zips].filter((zip) => geography.stateOf(zip) !== null).sort();
}

/** What should be counted for the user now: per ZIP, their values (none when not counted). */
export function desiredContribution(
  user: DemandSource,
  geography: ZipGeography,
): Record<string, BuyerDemandValues> {
  if (!isCountedBuyer(user)) return {};
  const values = buyerDemandValues(user);
  return Object.fromEntries(demandZipsOf(user, geography).map((zip) => [zip, values]));
}

/** A change to one ZIP's figures: numbers to ADD (counts keyed `<dimension>:<value>`). */
export interface ZipDemandDelta {
  zipCode: string;
  state: string;
  buyers: number;
  downPaymentSum: number;
  downPaymentCount: number;
  monthlyPaymentSum: number;
  monthlyPaymentCount: number;
  counts: Partial<Record<DemandDimension, Record<string, number>>>;
}

/** The numbers one buyer's values add (sign +1) or take away (sign -1). */
function valuesDelta(values: BuyerDemandValues, sign: 1 | -1): Omit<ZipDemandDelta, 'zipCode' | 'state'> {
  return {
    buyers: sign,
    downPaymentSum: values.downPayment === null ? 0 : sign * values.downPayment,
    downPaymentCount: values.downPayment === null ? 0 : sign,
    monthlyPaymentSum: values.monthlyPayment === null ? 0 : sign * values.monthlyPayment,
    monthlyPaymentCount: values.monthlyPayment === null ? 0 : sign,
    counts: {
      buyBoxType: { [values.buyBoxType]: sign },
      financingType: { [values.financingType]: sign },
      propertyType: Object.fromEntries(values.propertyTypes.map((type) => [type, sign])),
    },
  };
}

function addCounts(into: ZipDemandDelta['counts'], from: ZipDemandDelta['counts']): ZipDemandDelta['counts'] {
  const result: ZipDemandDelta['counts'] = {};
  for (const dimension of Object.keys(DEMAND_DIMENSIONS) as DemandDimension[]) {
    const merged: Record<string, number> = { ...into[dimension] };
    for (const [value, count] of Object.entries(from[dimension] ?? {}))
      merged[value] = (merged[value] ?? 0) + count;
    const nonZero = Object.entries(merged).filter(([, count]) => count !== 0);
    if (nonZero.length > 0) result[dimension] = Object.fromEntries(nonZero);
  }
  return result;
}

const sameValues = (a: BuyerDemandValues, b: BuyerDemandValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The deltas that turn what is counted into what should be: one per ZIP whose values differ (a
 * ZIP left, a ZIP added, or the same ZIP with other values), in ZIP order.
 */
export function contributionDeltas(
  counted: Readonly<Record<string, BuyerDemandValues>>,
  desired: Readonly<Record<string, BuyerDemandValues>>,
  stateOf: ZipGeography['stateOf'],
): ZipDemandDelta[] {
  const zips = [...new Set([...Object.keys(counted), ...Object.keys(desired)])].sort();
  const deltas: ZipDemandDelta[] = [];
  for (const zipCode of zips) {
    const before = counted[zipCode];
    const after = desired[zipCode];
    if (before && after && sameValues(before, after)) continue;
    const removed = before ? valuesDelta(before, -1) : null;
    const added = after ? valuesDelta(after, 1) : null;
    const parts = [removed, added].filter((part) => part !== null);
    deltas.push({
      zipCode,
      // A ZIP once counted has a state; the shipped data does not change under a running stack.
      state: stateOf(zipCode) ?? 'XX',
      buyers: parts.reduce((sum, part) => sum + part.buyers, 0),
      downPaymentSum: parts.reduce((sum, part) => sum + part.downPaymentSum, 0),
      downPaymentCount: parts.reduce((sum, part) => sum + part.downPaymentCount, 0),
      monthlyPaymentSum: parts.reduce((sum, part) => sum + part.monthlyPaymentSum, 0),
      monthlyPaymentCount: parts.reduce((sum, part) => sum + part.monthlyPaymentCount, 0),
      counts: parts.reduce<ZipDemandDelta['counts']>((sum, part) => addCounts(sum, part.counts), {}),
    });
  }
  return deltas;
}

/** Figures with nobody counted yet. */
export function emptyFigures(zipCode: string, state: string): ZipDemandFigures {
  return {
    zipCode,
    state,
    buyers: 0,
    downPaymentSum: 0,
    downPaymentCount: 0,
    monthlyPaymentSum: 0,
    monthlyPaymentCount: 0,
    counts: { buyBoxType: {}, financingType: {}, propertyType: {} },
    activeListings: 0,
    updatedAt: null,
  };
}

/** Figures after a delta (what the ADD in DynamoDB does, for tests and the rebuild). */
export function applyDelta(figures: ZipDemandFigures, delta: ZipDemandDelta, at: string): ZipDemandFigures {
  const counts = { ...figures.counts };
  for (const dimension of Object.keys(DEMAND_DIMENSIONS) as DemandDimension[]) {
    const merged: Record<string, number> = { ...counts[dimension] };
    for (const [value, count] of Object.entries(delta.counts[dimension] ?? {}))
      merged[value] = (merged[value] ?? 0) + count;
    counts[dimension] = merged;
  }
  return {
    ...figures,
    buyers: figures.buyers + delta.buyers,
    downPaymentSum: figures.downPaymentSum + delta.downPaymentSum,
    downPaymentCount: figures.downPaymentCount + delta.downPaymentCount,
    monthlyPaymentSum: figures.monthlyPaymentSum + delta.monthlyPaymentSum,
    monthlyPaymentCount: figures.monthlyPaymentCount + delta.monthlyPaymentCount,
    counts,
    updatedAt: at,
  };
}

/** Every ZIP's figures counted from scratch from the buyers' contributions (listings not included). */
export function recountFigures(
  contributions: Iterable<Readonly<Record<string, BuyerDemandValues>>>,
  stateOf: ZipGeography['stateOf'],
  at: string,
): Map<string, ZipDemandFigures> {
  const figures = new Map<string, ZipDemandFigures>();
  for (const contribution of contributions) {
    for (const delta of contributionDeltas({}, contribution, stateOf)) {
      const current = figures.get(delta.zipCode) ?? emptyFigures(delta.zipCode, delta.state);
      figures.set(delta.zipCode, applyDelta(current, delta, at));
    }
  }
  return figures;
}
