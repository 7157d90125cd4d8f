/**
 * Which new listings match a buyer, and why (docs/requirements.md#r1-10). Pure: the alert jobs call it for
 * each buyer a new listing may interest, and store the reasons with the alert so the e-mail and the
 * app say why the deal matched (each reason is a stable key plus values the web and the e-mail
 * templates translate).
 *
 * A buyer has up to two searches: their buy box and their buyer preferences (docs/requirements.md#r3-6). Each
 * one is checked on its own; the deal matches when at least one of them matches, and the reasons are those
 * of every search that matched (buy box first, a key given once).
 *
 * Rules (see docs/deal-flow-domain.md for the table):
 * - A search must say where: a buy box with no ZIPs, or no preferences, matches nothing. Preferences
 *   always have a state and city; their ZIPs, when given, narrow the city to those ZIPs.
 * - Every other criterion the buyer left empty (null, [], false, "both") is no constraint.
 * - A criterion the deal has no data for (no year built, no lot size, no monthly payment on a cash
 *   deal) does not exclude it and gives no reason: the buyer is told what we know, not guesses.
 * - Preferences the listing has no field for (use case, condition, new construction, financing,
 *   credit, pre-approval) are not matched on.
 */
import * as z from 'zod';
import {
  type BuyBox,
  type BuyerPreferences,
  type PROPERTY_TYPES as PREFERENCE_PROPERTY_TYPES,
} from '../users/buyer-preferences';
import { type Deal } from '../deals/deal-api';
import { type PropertyType } from '../deals/deal-fields';
import { effectiveEntryFee } from '../deals/deal-tags';
import { type DealStatus } from '../deals/deal-status';
import { OFFER_TAKING_STATUSES } from '../offers/offer-rules';

/**
 * Listings alerts are sent for: those buyers can still act on. A listing that turns pending before
 * its alert goes out is dropped from it.
 */
export const ALERTABLE_STATUSES: readonly DealStatus[] = OFFER_TAKING_STATUSES;

/** What matching reads from a listing. */
export type MatchableDeal = Pick<
  Deal,
  | 'zipCode'
  | 'state'
  | 'city'
  | 'dealCategory'
  | 'propertyType'
  | 'purchasePrice'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFootage'
  | 'tags'
> &
  Partial<
    Pick<
      Deal,
      | 'purchaseType'
      | 'yearBuilt'
      | 'lotSize'
      | 'lotSizeUnit'
      | 'hoaMonthlyFee'
      | 'entryFee'
      | 'optionFee'
      | 'piti'
      | 'pi'
      | 'leaseMonthlyPayment'
    >
  >;

/** The buyer's two searches, each null until saved. */
export interface MatchableBuyer {
  buyBox: BuyBox | null;
  preferences: BuyerPreferences | null;
}

/** The values each reason key carries, for the translations. Amounts are USD, sizes square feet. */
export interface MatchReasonValues {
  /** "In ZIP 78701, one of your buy box ZIPs." */
  buyBoxZip: { zipCode: string };
  /** "In ZIP 78701, one of your preferred ZIPs." */
  preferencesZip: { zipCode: string };
  /** "In Austin, TX, your preferred city." */
  preferencesCity: { city: string; state: string };
  /** "A creative deal, as your buy box asks." */
  dealCategory: { dealCategory: Deal['dealCategory'] };
  /** "A condo, one of the property types you want." */
  propertyType: { propertyType: PropertyType };
  /** "Priced $350,000, within your $300,000 – $400,000 range." */
  priceInRange: { purchasePrice: number; minPrice: number; maxPrice: number };
  /** "Priced $350,000, at least your $300,000 minimum." */
  priceAtLeast: { purchasePrice: number; minPrice: number };
  /** "Priced $350,000, within your $400,000 maximum." */
  priceAtMost: { purchasePrice: number; maxPrice: number };
  /** "3 bedrooms (you want 3+)." */
  minBedrooms: { bedrooms: number; minBedrooms: number };
  /** "2.5 bathrooms (you want 2+)." */
  minBathrooms: { bathrooms: number; minBathrooms: number };
  /** "1,800 sq ft (you want 1,500+)." */
  minSquareFootage: { squareFootage: number; minSquareFootage: number };
  /** "Built in 2004 (you want 2000 or newer)." */
  minYearBuilt: { yearBuilt: number; minYearBuilt: number };
  /** "Lot of 8,000 sq ft (you want 6,000+)." */
  minLotSize: { lotSizeSqft: number; minLotSize: number };
  /** "Monthly payment $1,850 under your max $2,000." */
  monthlyPaymentUnderMax: { monthlyPayment: number; maxMonthlyPayment: number };
  /** "Entry fee $9,000 under your max down payment $20,000." */
  entryFeeUnderMaxDownPayment: { entryFee: number; maxDownPayment: number };
  /** "All-cash price $90,000 under your max down payment $100,000." */
  cashPriceUnderMaxDownPayment: { purchasePrice: number; maxDownPayment: number };
  /** "No HOA." */
  noHoa: Record<string, never>;
}
export type MatchReasonKey = keyof MatchReasonValues;

/** Every key, in the order reasons are listed (where first, then what, then money). */
export const MATCH_REASON_KEYS = [
  'buyBoxZip',
  'preferencesZip',
  'preferencesCity',
  'dealCategory',
  'propertyType',
  'priceInRange',
  'priceAtLeast',
  'priceAtMost',
  'minBedrooms',
  'minBathrooms',
  'minSquareFootage',
  'minYearBuilt',
  'minLotSize',
  'monthlyPaymentUnderMax',
  'entryFeeUnderMaxDownPayment',
  'cashPriceUnderMaxDownPayment',
  'noHoa',
] as const satisfies readonly MatchReasonKey[];

/** One reason, typed by its key. */
export type MatchReason = {
  [Key in MatchReasonKey]: { key: Key; values: MatchReasonValues[Key] };
}[MatchReasonKey];

/** A reason as the API answers it with an alert (the values typed loosely, per key above). */
export const matchReasonSchema = z
  .object({
    key: z.enum(MATCH_REASON_KEYS),
    values: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: 'MatchReason' });

export interface MatchResult {
  matches: boolean;
  /** Why it matched; empty when it did not. */
  reasons: MatchReason[];
}

/** The criteria a search is judged on, each evaluated on its own (`evaluateSearches`). */
export const MATCH_CRITERIA = [
  'location',
  'dealCategory',
  'propertyType',
  'price',
  'bedrooms',
  'bathrooms',
  'squareFootage',
  'yearBuilt',
  'lotSize',
  'monthlyPayment',
  'downPayment',
  'hoa',
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/**
 * One criterion of one search: it fits (with its reason), misses (with the same reason key and
 * values, worded as a miss: e.g. `priceAtMost` with the listing's price and the buyer's maximum), or
 * says nothing (the buyer left it open, or the listing has no data for it).
 */
export type CriterionOutcome =
  | { criterion: MatchCriterion; outcome: 'fit' | 'miss'; reason: MatchReason }
  | { criterion: MatchCriterion; outcome: 'none' };

/** One search's evaluation: each criterion in the order above. */
export interface SearchEvaluation {
  search: 'buyBox' | 'preferences';
  criteria: CriterionOutcome[];
}

const reason = <Key extends MatchReasonKey>(key: Key, values: MatchReasonValues[Key]): MatchReason =>
  ({ key, values }) as MatchReason;

const none = (criterion: MatchCriterion): CriterionOutcome => ({ criterion, outcome: 'none' });

const judged = (criterion: MatchCriterion, fits: boolean, why: MatchReason): CriterionOutcome => ({
  criterion,
  outcome: fits ? 'fit' : 'miss',
  reason: why,
});

/**
 * Which listing property types fit a preferences property type. Listings have no townhouse or land
 * type: a townhouse is listed as a condo (attached, usually with an HOA); no listing is land.
 */
export const PREFERENCE_PROPERTY_TYPE_MATCHES: Readonly<
  Record<(typeof PREFERENCE_PROPERTY_TYPES)[number], readonly PropertyType[]>
> = {
  singleFamily: ['singleFamily'],
  '24unit': ['24unit'],
  condo: ['condo'],
  townhouse: ['condo'],
  land: [],
};

export const SQUARE_FEET_PER_ACRE = 43_560;

/** The lot in square feet, or undefined when the listing does not say. */
export function lotSizeInSquareFeet(
  deal: Pick<MatchableDeal, 'lotSize' | 'lotSizeUnit'>,
): number | undefined {
  if (deal.lotSize === undefined) return undefined;
  return deal.lotSizeUnit === 'acres' ? deal.lotSize * SQUARE_FEET_PER_ACRE : deal.lotSize;
}

/**
 * The monthly payment the buyer takes on: SubTo the PITI of the loan taken over, SellerFinance the
 * seller loan's P&I, Hybrid both, LeaseOption the lease payment; undefined for cash deals (and when
 * the listing does not say). HOA and solar fees are not included: they are listed on their own.
 */
export function monthlyPayment(
  deal: Pick<MatchableDeal, 'dealCategory' | 'purchaseType' | 'piti' | 'pi' | 'leaseMonthlyPayment'>,
): number | undefined {
  if (deal.dealCategory !== 'creative') return undefined;
  switch (deal.purchaseType) {
    case 'SubTo':
      return deal.piti;
    case 'SellerFinance':
      return deal.pi;
    case 'Hybrid':
      return deal.piti === undefined || deal.pi === undefined ? undefined : deal.piti + deal.pi;
    case 'LeaseOption':
      return deal.leaseMonthlyPayment;
    default:
      return undefined;
  }
}

const normalisedCity = (city: string) => city.trim().replace(/\s+/g, ' ').toLowerCase();

const atLeast = <Key extends MatchReasonKey>(
  criterion: MatchCriterion,
  actual: number | undefined,
  minimum: number | null,
  key: Key,
  values: (actual: number, minimum: number) => MatchReasonValues[Key],
): CriterionOutcome => {
  if (minimum === null || actual === undefined) return none(criterion);
  return judged(criterion, actual >= minimum, reason(key, values(actual, minimum)));
};

function priceCheck(price: number, minPrice: number | null, maxPrice: number | null): CriterionOutcome {
  const fits = (minPrice === null || price >= minPrice) && (maxPrice === null || price <= maxPrice);
  if (minPrice !== null && maxPrice !== null)
    return judged('price', fits, reason('priceInRange', { purchasePrice: price, minPrice, maxPrice }));
  if (minPrice !== null)
    return judged('price', fits, reason('priceAtLeast', { purchasePrice: price, minPrice }));
  if (maxPrice !== null)
    return judged('price', fits, reason('priceAtMost', { purchasePrice: price, maxPrice }));
  return none('price');
}

/** The buy box's criteria, location first. */
function buyBoxCriteria(deal: MatchableDeal, box: BuyBox): CriterionOutcome[] {
  return [
    judged('location', box.zipCodes.includes(deal.zipCode), reason('buyBoxZip', { zipCode: deal.zipCode })),
    box.type === 'both'
      ? none('dealCategory')
      : judged(
          'dealCategory',
          box.type === deal.dealCategory,
          reason('dealCategory', { dealCategory: deal.dealCategory }),
        ),
    box.propertyTypes.length === 0
      ? none('propertyType')
      : judged(
          'propertyType',
          box.propertyTypes.some((type) => type === deal.propertyType),
          reason('propertyType', { propertyType: deal.propertyType }),
        ),
    priceCheck(deal.purchasePrice, box.minPrice, box.maxPrice),
    atLeast('bedrooms', deal.bedrooms, box.minBedrooms, 'minBedrooms', (bedrooms, minBedrooms) => ({
      bedrooms,
      minBedrooms,
    })),
  ];
}

function preferencesLocation(deal: MatchableDeal, preferences: BuyerPreferences): CriterionOutcome {
  if (preferences.zipCodes.length > 0)
    return judged(
      'location',
      preferences.zipCodes.includes(deal.zipCode),
      reason('preferencesZip', { zipCode: deal.zipCode }),
    );
  return judged(
    'location',
    deal.state.toUpperCase() === preferences.state.toUpperCase() &&
      normalisedCity(deal.city) === normalisedCity(preferences.city),
    reason('preferencesCity', { city: deal.city, state: deal.state.toUpperCase() }),
  );
}

/**
 * What the buyer pays up front: a creative deal's entry fee (or a lease option's option fee), or
 * the whole price of a deal sold for cash. Unknown for traditional-loan cash deals.
 */
function downPaymentCheck(deal: MatchableDeal, maxDownPayment: number | null): CriterionOutcome {
  if (maxDownPayment === null) return none('downPayment');
  if (deal.dealCategory === 'creative') {
    const entryFee = effectiveEntryFee(deal);
    if (entryFee === undefined) return none('downPayment');
    return judged(
      'downPayment',
      entryFee <= maxDownPayment,
      reason('entryFeeUnderMaxDownPayment', { entryFee, maxDownPayment }),
    );
  }
  if (deal.purchaseType !== 'cash') return none('downPayment');
  return judged(
    'downPayment',
    deal.purchasePrice <= maxDownPayment,
    reason('cashPriceUnderMaxDownPayment', { purchasePrice: deal.purchasePrice, maxDownPayment }),
  );
}

/** The preferences' criteria, location first. */
function preferencesCriteria(deal: MatchableDeal, preferences: BuyerPreferences): CriterionOutcome[] {
  const payment = monthlyPayment(deal);
  const { maxMonthlyPayment } = preferences;
  return [
    preferencesLocation(deal, preferences),
    judged(
      'propertyType',
      PREFERENCE_PROPERTY_TYPE_MATCHES[preferences.propertyType].includes(deal.propertyType),
      reason('propertyType', { propertyType: deal.propertyType }),
    ),
    atLeast('bedrooms', deal.bedrooms, preferences.minBedrooms, 'minBedrooms', (bedrooms, minBedrooms) => ({
      bedrooms,
      minBedrooms,
    })),
    atLeast(
      'bathrooms',
      deal.bathrooms,
      preferences.minBathrooms,
      'minBathrooms',
      (bathrooms, minBathrooms) => ({ bathrooms, minBathrooms }),
    ),
    atLeast(
      'squareFootage',
      deal.squareFootage,
      preferences.minSquareFootage,
      'minSquareFootage',
      (squareFootage, minSquareFootage) => ({ squareFootage, minSquareFootage }),
    ),
    atLeast(
      'yearBuilt',
      deal.yearBuilt,
      preferences.minYearBuilt,
      'minYearBuilt',
      (yearBuilt, minYearBuilt) => ({ yearBuilt, minYearBuilt }),
    ),
    atLeast(
      'lotSize',
      lotSizeInSquareFeet(deal),
      preferences.minLotSize,
      'minLotSize',
      (lotSizeSqft, minLotSize) => ({ lotSizeSqft, minLotSize }),
    ),
    maxMonthlyPayment === null || payment === undefined
      ? none('monthlyPayment')
      : judged(
          'monthlyPayment',
          payment <= maxMonthlyPayment,
          reason('monthlyPaymentUnderMax', { monthlyPayment: payment, maxMonthlyPayment }),
        ),
    downPaymentCheck(deal, preferences.maxDownPayment),
    !preferences.excludeHoa ? none('hoa') : judged('hoa', !deal.hoaMonthlyFee, reason('noHoa', {})),
  ];
}

/**
 * The one matcher: every search the buyer saved (buy box first), each criterion judged fit, miss
 * or nothing to say. The alerts (`matchDeal`) and the seller's ranked buyer list both read it.
 */
export function evaluateSearches(deal: MatchableDeal, buyer: MatchableBuyer): SearchEvaluation[] {
  const evaluations: SearchEvaluation[] = [];
  if (buyer.buyBox) evaluations.push({ search: 'buyBox', criteria: buyBoxCriteria(deal, buyer.buyBox) });
  if (buyer.preferences)
    evaluations.push({ search: 'preferences', criteria: preferencesCriteria(deal, buyer.preferences) });
  return evaluations;
}

/** Whether no criterion of the search missed. */
export const searchMatches = (evaluation: SearchEvaluation): boolean =>
  evaluation.criteria.every((criterion) => criterion.outcome !== 'miss');

/** The reasons of the criteria that fitted. */
const fitReasons = (evaluation: SearchEvaluation): MatchReason[] =>
  evaluation.criteria.flatMap((criterion) => (criterion.outcome === 'fit' ? [criterion.reason] : []));

/** Whether a listing matches a buyer's buy box or preferences, and why. */
export function matchDeal(deal: MatchableDeal, buyer: MatchableBuyer): MatchResult {
  const matched = evaluateSearches(deal, buyer).filter(searchMatches).map(fitReasons);

  const reasons: MatchReason[] = [];
  for (const candidate of matched.flat())
    if (!reasons.some((kept) => kept.key === candidate.key)) reasons.push(candidate);
  reasons.sort((a, b) => MATCH_REASON_KEYS.indexOf(a.key) - MATCH_REASON_KEYS.indexOf(b.key));
  return { matches: matched.length > 0, reasons };
}
