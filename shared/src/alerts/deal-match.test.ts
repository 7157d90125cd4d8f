import {
  type BuyBox,
  type BuyBoxInput,
  buyBoxSchema,
  type BuyerPreferences,
  type BuyerPreferencesInput,
  buyerPreferencesSchema,
} from '../users/buyer-preferences';
import { type Deal } from '../deals/deal-api';
import { sampleDeal } from '../deals/deal-samples';
import {
  ALERTABLE_STATUSES,
  lotSizeInSquareFeet,
  MATCH_REASON_KEYS,
  type MatchReason,
  matchReasonSchema,
  matchDeal,
  monthlyPayment,
} from './deal-match';

/** The sample deal: creative SubTo, Austin TX 78701, singleFamily, $350k, 3 bd / 2 ba, 1,650 sq ft, PITI $1,900, entry $20k. */
const deal = (overrides: Partial<Deal> = {}) => sampleDeal(overrides);

const preferences = (input: Partial<BuyerPreferencesInput> = {}): BuyerPreferences =>
  buyerPreferencesSchema.parse({
    homeType: 'investment',
    propertyType: 'singleFamily',
    state: 'TX',
    city: 'Austin',
    ...input,
  });
const buyBox = (input: Partial<BuyBoxInput> = {}): BuyBox =>
  buyBoxSchema.parse({ type: 'both', zipCodes: ['78701'], ...input });

const withPreferences = (input: Partial<BuyerPreferencesInput> = {}) => ({
  buyBox: null,
  preferences: preferences(input),
});
const withBuyBox = (input: Partial<BuyBoxInput> = {}) => ({ buyBox: buyBox(input), preferences: null });

const keysOf = (reasons: MatchReason[]) => reasons.map((reason) => reason.key);

describe('matchDeal: location is required', () => {
  it.each([
    ['no buy box and no preferences', { buyBox: null, preferences: null }, false],
    ['a buy box with no ZIPs', withBuyBox({ zipCodes: [] }), false],
    ['a buy box with the deal’s ZIP', withBuyBox(), true],
    ['a buy box with other ZIPs', withBuyBox({ zipCodes: ['10001', '10002'] }), false],
    ['preferences in the deal’s city', withPreferences(), true],
    ['preferences in the city written differently', withPreferences({ city: '  austin ' }), true],
    ['preferences in another city', withPreferences({ city: 'Dallas' }), false],
    ['preferences with the same city in another state', withPreferences({ state: 'GA' }), false],
    ['preferences ZIPs including the deal’s', withPreferences({ zipCodes: ['78702', '78701'] }), true],
    ['preferences ZIPs in the city but not the deal’s', withPreferences({ zipCodes: ['78702'] }), false],
  ])('%s → %s', (_case, buyer, expected) => {
    expect(matchDeal(deal(), buyer).matches).toBe(expected);
  });

  it.each([
    ['buy box ZIP', withBuyBox(), { key: 'buyBoxZip', values: { zipCode: '78701' } }],
    [
      'preferences ZIP',
      withPreferences({ zipCodes: ['78701'] }),
      { key: 'preferencesZip', values: { zipCode: '78701' } },
    ],
    [
      'preferences city',
      withPreferences(),
      { key: 'preferencesCity', values: { city: 'Austin', state: 'TX' } },
    ],
  ])('says where: %s', (_case, buyer, expected) => {
    expect(matchDeal(deal(), buyer).reasons[0]).toEqual(expected);
  });
});

describe('matchDeal: buy box criteria', () => {
  it.each<[string, Partial<BuyBoxInput>, Partial<Deal>, boolean]>([
    ['type both takes creative', { type: 'both' }, {}, true],
    ['type creative takes creative', { type: 'creative' }, {}, true],
    ['type cash refuses creative', { type: 'cash' }, {}, false],
    ['type cash takes cash', { type: 'cash' }, { dealCategory: 'cash', purchaseType: 'cash' }, true],
    ['no property types: any', { propertyTypes: [] }, { propertyType: 'manufactured' }, true],
    ['property type listed', { propertyTypes: ['condo', 'singleFamily'] }, {}, true],
    ['property type not listed', { propertyTypes: ['condo'] }, {}, false],
    ['price within range', { minPrice: 300_000, maxPrice: 350_000 }, {}, true],
    ['price above max', { maxPrice: 349_999 }, {}, false],
    ['price under min', { minPrice: 350_001 }, {}, false],
    ['bedrooms enough', { minBedrooms: 3 }, {}, true],
    ['bedrooms too few', { minBedrooms: 4 }, {}, false],
  ])('%s', (_case, box, dealOverrides, expected) => {
    expect(matchDeal(deal(dealOverrides), withBuyBox(box)).matches).toBe(expected);
  });

  it('gives every reason of a full buy box, in order', () => {
    const result = matchDeal(
      deal(),
      withBuyBox({
        type: 'creative',
        propertyTypes: ['singleFamily'],
        minPrice: 300_000,
        maxPrice: 400_000,
        minBedrooms: 2,
      }),
    );
    expect(result.reasons).toEqual([
      { key: 'buyBoxZip', values: { zipCode: '78701' } },
      { key: 'dealCategory', values: { dealCategory: 'creative' } },
      { key: 'propertyType', values: { propertyType: 'singleFamily' } },
      { key: 'priceInRange', values: { purchasePrice: 350_000, minPrice: 300_000, maxPrice: 400_000 } },
      { key: 'minBedrooms', values: { bedrooms: 3, minBedrooms: 2 } },
    ]);
  });

  it.each([
    [{ minPrice: 300_000 }, { key: 'priceAtLeast', values: { purchasePrice: 350_000, minPrice: 300_000 } }],
    [{ maxPrice: 400_000 }, { key: 'priceAtMost', values: { purchasePrice: 350_000, maxPrice: 400_000 } }],
  ])('names a one-sided price range %j', (box, expected) => {
    expect(matchDeal(deal(), withBuyBox(box)).reasons).toContainEqual(expected);
  });

  it('gives only the location when the buy box says nothing else', () => {
    expect(keysOf(matchDeal(deal(), withBuyBox()).reasons)).toEqual(['buyBoxZip']);
  });
});

describe('matchDeal: preferences criteria', () => {
  it.each<[string, Partial<BuyerPreferencesInput>, Partial<Deal>, boolean]>([
    ['property type equal', {}, {}, true],
    ['property type differs', { propertyType: 'condo' }, {}, false],
    ['townhouse takes a condo', { propertyType: 'townhouse' }, { propertyType: 'condo' }, true],
    ['townhouse refuses a house', { propertyType: 'townhouse' }, {}, false],
    ['land matches no listing', { propertyType: 'land' }, {}, false],
    ['min bedrooms met', { minBedrooms: 3 }, {}, true],
    ['min bedrooms missed', { minBedrooms: 4 }, {}, false],
    ['min bathrooms met', { minBathrooms: 1.5 }, {}, true],
    ['min bathrooms missed', { minBathrooms: 2.5 }, {}, false],
    ['min square footage met', { minSquareFootage: 1650 }, {}, true],
    ['min square footage missed', { minSquareFootage: 1651 }, {}, false],
    ['min year built met', { minYearBuilt: 2000 }, { yearBuilt: 2004 }, true],
    ['min year built missed', { minYearBuilt: 2000 }, { yearBuilt: 1999 }, false],
    ['min year built, deal does not say', { minYearBuilt: 2000 }, {}, true],
    ['min lot met in acres', { minLotSize: 10_000 }, { lotSize: 0.25, lotSizeUnit: 'acres' }, true],
    ['min lot missed in sq ft', { minLotSize: 10_000 }, { lotSize: 9_999, lotSizeUnit: 'sqft' }, false],
    ['min lot, deal does not say', { minLotSize: 10_000 }, {}, true],
    ['max monthly payment met (SubTo PITI)', { maxMonthlyPayment: 1_900 }, {}, true],
    ['max monthly payment missed', { maxMonthlyPayment: 1_899 }, {}, false],
    [
      'max monthly payment missed by a Hybrid (PITI + P&I)',
      { maxMonthlyPayment: 2_000 },
      { purchaseType: 'Hybrid', piti: 1_500, pi: 600 },
      false,
    ],
    [
      'max monthly payment, cash deal has none',
      { maxMonthlyPayment: 100 },
      { dealCategory: 'cash', purchaseType: 'cash' },
      true,
    ],
    ['max down payment met by the entry fee', { maxDownPayment: 20_000 }, {}, true],
    ['max down payment missed by the entry fee', { maxDownPayment: 19_999 }, {}, false],
    [
      'max down payment met by a lease option fee',
      { maxDownPayment: 10_000 },
      { purchaseType: 'LeaseOption', entryFee: undefined, optionFee: 8_000 },
      true,
    ],
    [
      'max down payment missed by an all-cash price',
      { maxDownPayment: 100_000 },
      { dealCategory: 'cash', purchaseType: 'cash' },
      false,
    ],
    [
      'max down payment, traditional loan unknown',
      { maxDownPayment: 100_000 },
      { dealCategory: 'cash', purchaseType: 'traditional' },
      true,
    ],
    ['exclude HOA, no HOA fee', { excludeHoa: true }, {}, true],
    ['exclude HOA, HOA fee', { excludeHoa: true }, { hoaMonthlyFee: 45 }, false],
    ['HOA allowed', { excludeHoa: false }, { hoaMonthlyFee: 45 }, true],
    [
      'preferences the listing cannot tell are ignored',
      { homeType: 'primary', condition: 'fixerUpper', newConstruction: true, creditScoreRange: 'poor' },
      {},
      true,
    ],
  ])('%s', (_case, input, dealOverrides, expected) => {
    expect(matchDeal(deal(dealOverrides), withPreferences(input)).matches).toBe(expected);
  });

  it('gives every reason of full preferences, in order', () => {
    const result = matchDeal(
      deal({ yearBuilt: 2004, lotSize: 0.25, lotSizeUnit: 'acres' }),
      withPreferences({
        zipCodes: ['78701'],
        minBedrooms: 3,
        minBathrooms: 2,
        minSquareFootage: 1500,
        minYearBuilt: 2000,
        minLotSize: 6000,
        maxMonthlyPayment: 2000,
        maxDownPayment: 25_000,
        excludeHoa: true,
      }),
    );
    expect(result).toEqual({
      matches: true,
      reasons: [
        { key: 'preferencesZip', values: { zipCode: '78701' } },
        { key: 'propertyType', values: { propertyType: 'singleFamily' } },
        { key: 'minBedrooms', values: { bedrooms: 3, minBedrooms: 3 } },
        { key: 'minBathrooms', values: { bathrooms: 2, minBathrooms: 2 } },
        { key: 'minSquareFootage', values: { squareFootage: 1650, minSquareFootage: 1500 } },
        { key: 'minYearBuilt', values: { yearBuilt: 2004, minYearBuilt: 2000 } },
        { key: 'minLotSize', values: { lotSizeSqft: 10_890, minLotSize: 6000 } },
        { key: 'monthlyPaymentUnderMax', values: { monthlyPayment: 1900, maxMonthlyPayment: 2000 } },
        { key: 'entryFeeUnderMaxDownPayment', values: { entryFee: 20_000, maxDownPayment: 25_000 } },
        { key: 'noHoa', values: {} },
      ],
    });
  });

  it('names an all-cash price under the max down payment', () => {
    const result = matchDeal(
      deal({ dealCategory: 'cash', purchaseType: 'cash', purchasePrice: 90_000 }),
      withPreferences({ maxDownPayment: 100_000 }),
    );
    expect(result.reasons).toContainEqual({
      key: 'cashPriceUnderMaxDownPayment',
      values: { purchasePrice: 90_000, maxDownPayment: 100_000 },
    });
  });

  it('gives no reason for a criterion the deal has no data for', () => {
    const result = matchDeal(deal(), withPreferences({ minYearBuilt: 2000, minLotSize: 5000 }));
    expect(keysOf(result.reasons)).toEqual(['preferencesCity', 'propertyType']);
  });
});

describe('matchDeal: buy box and preferences together', () => {
  it.each([
    [
      'both match',
      { zipCodes: ['78701'] },
      {},
      true,
      ['buyBoxZip', 'preferencesCity', 'propertyType', 'minBedrooms'],
    ],
    [
      'only the buy box matches',
      { zipCodes: ['78701'] },
      { city: 'Dallas' },
      true,
      ['buyBoxZip', 'minBedrooms'],
    ],
    [
      'only the preferences match',
      { zipCodes: ['10001'] },
      {},
      true,
      ['preferencesCity', 'propertyType', 'minBedrooms'],
    ],
    ['neither matches', { zipCodes: ['10001'] }, { city: 'Dallas' }, false, []],
  ])('%s', (_case, box, prefs, matches, keys) => {
    const buyer = {
      buyBox: buyBox({ ...box, minBedrooms: 3 }),
      preferences: preferences({ ...prefs, minBedrooms: 2 }),
    };
    const result = matchDeal(deal(), buyer);
    expect(result.matches).toBe(matches);
    expect(keysOf(result.reasons)).toEqual(keys);
  });

  it('keeps the buy box’s reason when both give the same key', () => {
    const buyer = { buyBox: buyBox({ minBedrooms: 3 }), preferences: preferences({ minBedrooms: 2 }) };
    expect(matchDeal(deal(), buyer).reasons).toContainEqual({
      key: 'minBedrooms',
      values: { bedrooms: 3, minBedrooms: 3 },
    });
  });
});

describe('helpers', () => {
  it.each<[Partial<Deal>, number | undefined]>([
    [{}, 1_900],
    [{ purchaseType: 'SellerFinance', pi: 700 }, 700],
    [{ purchaseType: 'Hybrid', piti: 1_500, pi: 600 }, 2_100],
    [{ purchaseType: 'Hybrid', piti: 1_500, pi: undefined }, undefined],
    [{ purchaseType: 'LeaseOption', leaseMonthlyPayment: 2_300 }, 2_300],
    [{ dealCategory: 'cash', purchaseType: 'cash' }, undefined],
  ])('monthlyPayment of %j is %s', (overrides, expected) => {
    expect(monthlyPayment(deal(overrides))).toBe(expected);
  });

  it('converts acres to square feet', () => {
    expect(lotSizeInSquareFeet({ lotSize: 1, lotSizeUnit: 'acres' })).toBe(43_560);
    expect(lotSizeInSquareFeet({ lotSize: 5000, lotSizeUnit: 'sqft' })).toBe(5000);
    expect(lotSizeInSquareFeet({})).toBeUndefined();
  });

  it('alerts only for deals buyers can act on', () => {
    expect(ALERTABLE_STATUSES).toEqual(['exclusive', 'active']);
  });

  it('answers reasons the API schema accepts, with every key listed once', () => {
    const { reasons } = matchDeal(deal(), withPreferences({ excludeHoa: true, minBedrooms: 1 }));
    for (const reason of reasons) expect(matchReasonSchema.safeParse(reason).success).toBe(true);
    expect(new Set(MATCH_REASON_KEYS).size).toBe(MATCH_REASON_KEYS.length);
  });
});
