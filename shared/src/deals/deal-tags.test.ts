import {
  type AutomaticTagInput,
  effectiveInterestRate,
  LOW_ENTRY_FEE_MAX,
  LOW_INTEREST_RATE_MAX,
  SUPER_LOW_ENTRY_FEE_MAX,
  SUPER_LOW_INTEREST_RATE_MAX,
  withAutomaticTags,
} from './deal-tags';

const subTo = (overrides: Partial<AutomaticTagInput> = {}): AutomaticTagInput => ({
  dealCategory: 'creative',
  purchaseType: 'SubTo',
  tags: ['motivated-seller'],
  entryFee: 50_000,
  interestRate: 7,
  ...overrides,
});

describe('withAutomaticTags', () => {
  it('uses the documented thresholds', () => {
    expect([
      LOW_ENTRY_FEE_MAX,
      SUPER_LOW_ENTRY_FEE_MAX,
      LOW_INTEREST_RATE_MAX,
      SUPER_LOW_INTEREST_RATE_MAX,
    ]).toEqual([25_000, 10_000, 5, 3.5]);
  });

  it('adds nothing when the numbers do not qualify', () => {
    expect(withAutomaticTags(subTo())).toEqual(['motivated-seller']);
  });

  it.each([
    [25_001, []],
    [25_000, ['low-entry-fee']],
    [10_001, ['low-entry-fee']],
    [10_000, ['low-entry-fee', 'super-low-entry-fee']],
    [1, ['low-entry-fee', 'super-low-entry-fee']],
  ])('entry fee %d earns %j (inclusive bounds, super-low implies low)', (entryFee, expected) => {
    expect(withAutomaticTags(subTo({ entryFee, tags: [] }))).toEqual(expected);
  });

  it.each([
    [5.01, []],
    [5, ['low-interest-rate']],
    [3.51, ['low-interest-rate']],
    [3.5, ['low-interest-rate', 'super-low-interest-rate']],
  ])('interest rate %d earns %j', (interestRate, expected) => {
    expect(withAutomaticTags(subTo({ interestRate, tags: [] }))).toEqual(expected);
  });

  it('removes stale derived tags when the numbers no longer qualify, keeping the seller’s own', () => {
    expect(
      withAutomaticTags(
        subTo({
          tags: [
            'off-market',
            'low-entry-fee',
            'super-low-entry-fee',
            'low-interest-rate',
            'super-low-interest-rate',
          ],
        }),
      ),
    ).toEqual(['off-market']);
  });

  it('gives a cash deal none, even when sent by hand', () => {
    expect(
      withAutomaticTags({
        dealCategory: 'cash',
        purchaseType: 'cash',
        tags: ['wholesale', 'low-entry-fee', 'low-interest-rate'],
        entryFee: 1,
        interestRate: 1,
      }),
    ).toEqual(['wholesale']);
  });

  it('answers each tag once in the canonical order', () => {
    expect(
      withAutomaticTags(subTo({ tags: ['off-market', 'fix-and-flip', 'off-market'], entryFee: 5_000 })),
    ).toEqual(['fix-and-flip', 'off-market', 'low-entry-fee', 'super-low-entry-fee']);
  });

  it('reads the seller rate for seller finance and the option fee for a lease option', () => {
    expect(
      withAutomaticTags({
        dealCategory: 'creative',
        purchaseType: 'SellerFinance',
        tags: [],
        sellerInterestRate: 4,
      }),
    ).toEqual(['low-interest-rate']);
    expect(
      withAutomaticTags({
        dealCategory: 'creative',
        purchaseType: 'LeaseOption',
        tags: [],
        optionFee: 8_000,
      }),
    ).toEqual(['low-entry-fee', 'super-low-entry-fee']);
  });

  it('weights a hybrid rate by balance', () => {
    const hybrid: AutomaticTagInput = {
      dealCategory: 'creative',
      purchaseType: 'Hybrid',
      tags: [],
      interestRate: 3,
      loanBalance: 300_000,
      sellerInterestRate: 8,
      sellerLoanAmount: 100_000,
    };
    expect(effectiveInterestRate(hybrid)).toBeCloseTo(4.25);
    expect(withAutomaticTags(hybrid)).toEqual(['low-interest-rate']);
  });
});
