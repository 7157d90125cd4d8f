import { sampleDeal } from '../deals/deal-samples';
import {
  type BuyBoxInput,
  buyBoxSchema,
  type BuyerPreferencesInput,
  buyerPreferencesSchema,
} from '../users/buyer-preferences';
import { evaluateSearches, type MatchableBuyer } from '../alerts/deal-match';
import { BUYER_MATCH_FACTORS } from './buyer-match-api';
import {
  BUYER_MATCH_WEIGHTS,
  type BuyerStanding,
  FACTOR_OF_CRITERION,
  scoreBuyerMatch,
} from './buyer-match-score';

/** The sample deal: creative SubTo, Austin TX 78701, singleFamily, $350k, 3 bd, PITI $1,900, entry $20k. */
const deal = sampleDeal();

const buyBox = (input: Partial<BuyBoxInput> = {}): MatchableBuyer => ({
  buyBox: buyBoxSchema.parse({ type: 'both', zipCodes: ['78701'], ...input }),
  preferences: null,
});
const preferences = (input: Partial<BuyerPreferencesInput> = {}): MatchableBuyer => ({
  buyBox: null,
  preferences: buyerPreferencesSchema.parse({
    homeType: 'investment',
    propertyType: 'singleFamily',
    state: 'TX',
    city: 'Austin',
    ...input,
  }),
});
const NOBODY: BuyerStanding = { certifiedBuyer: false, firstRightOfRefusal: false, recentActivityCount: 0 };

/** A buyer whose preferences judge every matcher factor and fit it. */
const FITS_ALL = preferences({ maxDownPayment: 25_000, maxMonthlyPayment: 2_000 });

describe('BUYER_MATCH_WEIGHTS', () => {
  it('weighs every factor of the contract, and the weights sum to 100', () => {
    expect(Object.keys(BUYER_MATCH_WEIGHTS).sort()).toEqual([...BUYER_MATCH_FACTORS].sort());
    expect(Object.values(BUYER_MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('maps every criterion of the matcher to a factor', () => {
    for (const factor of Object.values(FACTOR_OF_CRITERION)) expect(BUYER_MATCH_FACTORS).toContain(factor);
  });
});

describe('scoreBuyerMatch', () => {
  it("adds the standing's points to the best search's points", () => {
    const match = scoreBuyerMatch(
      deal,
      {
        // 25 location + 10 finance type + 20 budget + 5 + 5 for payment and type left open = 65
        buyBox: buyBoxSchema.parse({ type: 'creative', zipCodes: ['78701'], maxPrice: 400_000 }),
        // 25 + 20 + 10 + 10 + 5 for the finance type preferences do not judge = 70
        preferences: FITS_ALL.preferences,
      },
      { certifiedBuyer: true, firstRightOfRefusal: true, recentActivityCount: 3 },
    );
    expect(match.score).toBe(70 + 10 + 5 + 10);
  });

  it('ranks a fit above an open factor above a miss', () => {
    const fit = scoreBuyerMatch(deal, buyBox({ maxPrice: 400_000 }), NOBODY).score;
    const open = scoreBuyerMatch(deal, buyBox(), NOBODY).score;
    const miss = scoreBuyerMatch(deal, buyBox({ maxPrice: 300_000 }), NOBODY).score;
    expect(fit).toBeGreaterThan(open);
    expect(open).toBeGreaterThan(miss);
  });

  it.each([
    ['location', buyBox({ zipCodes: ['10001'] }), buyBox()],
    ['budget', buyBox({ maxPrice: 300_000 }), buyBox({ maxPrice: 400_000 })],
    ['payment', preferences({ maxMonthlyPayment: 1_000 }), preferences({ maxMonthlyPayment: 2_000 })],
    ['propertyType', buyBox({ propertyTypes: ['condo'] }), buyBox({ propertyTypes: ['singleFamily'] })],
    ['financeType', buyBox({ type: 'cash' }), buyBox({ type: 'creative' })],
  ])('moves the score on %s', (_factor, worse, better) => {
    expect(scoreBuyerMatch(deal, better, NOBODY).score).toBeGreaterThan(
      scoreBuyerMatch(deal, worse, NOBODY).score,
    );
  });

  it.each([
    ['certifiedBuyer', { certifiedBuyer: true }],
    ['firstRefusal', { firstRightOfRefusal: true }],
    ['recentActivity', { recentActivityCount: 1 }],
  ] as const)('moves the score on %s', (factor, standing) => {
    const base = scoreBuyerMatch(deal, buyBox(), NOBODY);
    const raised = scoreBuyerMatch(deal, buyBox(), { ...NOBODY, ...standing });
    expect(raised.score).toBeGreaterThan(base.score);
    expect(raised.chips).toContainEqual(expect.objectContaining({ factor, fit: true }));
  });

  it('counts recent activity up to three actions', () => {
    const scoreWith = (recentActivityCount: number) =>
      scoreBuyerMatch(deal, buyBox(), { ...NOBODY, recentActivityCount }).score;
    expect(scoreWith(2)).toBeGreaterThan(scoreWith(1));
    expect(scoreWith(3)).toBe(scoreWith(9));
  });

  it('says what did not fit with the matcher’s own key and values, fits first', () => {
    const { chips } = scoreBuyerMatch(deal, buyBox({ maxPrice: 300_000, type: 'creative' }), {
      ...NOBODY,
      certifiedBuyer: true,
    });
    expect(chips).toEqual([
      { factor: 'location', fit: true, reason: { key: 'buyBoxZip', values: { zipCode: '78701' } } },
      {
        factor: 'financeType',
        fit: true,
        reason: { key: 'dealCategory', values: { dealCategory: 'creative' } },
      },
      { factor: 'certifiedBuyer', fit: true },
      {
        factor: 'budget',
        fit: false,
        reason: { key: 'priceAtMost', values: { purchasePrice: 350_000, maxPrice: 300_000 } },
      },
    ]);
  });

  it('scores a buyer with no searches on their standing only, with no matcher chips', () => {
    const match = scoreBuyerMatch(
      deal,
      { buyBox: null, preferences: null },
      { ...NOBODY, firstRightOfRefusal: true },
    );
    expect(match).toEqual({
      score: BUYER_MATCH_WEIGHTS.firstRefusal,
      chips: [{ factor: 'firstRefusal', fit: true }],
    });
  });

  it('stays an integer from 0 to 100', () => {
    for (const buyer of [buyBox(), buyBox({ zipCodes: ['10001'], type: 'cash' }), FITS_ALL]) {
      const { score } = scoreBuyerMatch(deal, buyer, {
        certifiedBuyer: true,
        firstRightOfRefusal: true,
        recentActivityCount: 5,
      });
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });
});

describe('evaluateSearches: one matcher, a miss says why', () => {
  it('gives a miss the same reason key and values as a fit', () => {
    const [evaluation] = evaluateSearches(deal, buyBox({ maxPrice: 300_000 }));
    expect(evaluation!.criteria).toContainEqual({
      criterion: 'price',
      outcome: 'miss',
      reason: { key: 'priceAtMost', values: { purchasePrice: 350_000, maxPrice: 300_000 } },
    });
  });

  it('says nothing of a criterion the buyer left open', () => {
    const [evaluation] = evaluateSearches(deal, buyBox());
    expect(evaluation!.criteria).toContainEqual({ criterion: 'price', outcome: 'none' });
  });
});
