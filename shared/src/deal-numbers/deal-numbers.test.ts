import { monthlyPrincipalAndInterest, remainingBalance, roundCents } from './amortization';
import { dealNumbers } from './deal-numbers';
import { DEFAULT_NUMBERS_INPUTS, type NumbersInputs, numbersInputsSchema } from './numbers-inputs';
import type { NumbersDeal } from './numbers-deal';

const AS_OF = '2026-01-01';
const inputs = (overrides: Partial<NumbersInputs> = {}): NumbersInputs => ({
  ...DEFAULT_NUMBERS_INPUTS,
  ...overrides,
});

const subTo: NumbersDeal = {
  dealCategory: 'creative',
  purchaseType: 'SubTo',
  purchasePrice: 300_000,
  emd: 1_000,
  interestRate: 3.25,
  loanBalance: 240_000,
  piti: 1_850,
  entryFee: 15_000,
  loanMaturityDate: '2050-06-01',
  hoaMonthlyFee: 50,
};
const sellerFinance: NumbersDeal = {
  dealCategory: 'creative',
  purchaseType: 'SellerFinance',
  purchasePrice: 250_000,
  entryFee: 25_000,
  sellerLoanAmount: 225_000,
  sellerInterestRate: 6,
  pi: 1_348.99,
  sellerLoanMaturity: '2031-01-01',
};
const lease: NumbersDeal = {
  dealCategory: 'creative',
  purchaseType: 'LeaseOption',
  purchasePrice: 280_000,
  optionFee: 8_000,
  optionSalePrice: 285_000,
  optionTerm: 1.5,
  optionFeeDeducted: true,
  leaseMonthlyPayment: 2_100,
  monthlyPaymentCredited: true,
  monthlyCreditAmount: 300,
};
const cash: NumbersDeal = { dealCategory: 'cash', purchaseType: 'cash', purchasePrice: 150_000, emd: 5_000 };

describe('dealNumbers on a subject-to deal', () => {
  const numbers = dealNumbers(subTo, inputs({ monthlyRent: 2_600, closingCosts: 2_000 }), AS_OF);

  it('brings the entry fee, the earnest money and the closing costs to close', () => {
    expect(numbers.cashToClose.value).toBe(18_000);
    expect(numbers.cashToClose.inputs).toEqual([
      { name: 'entryFee', value: 15_000, source: 'listing' },
      { name: 'emd', value: 1_000, source: 'listing' },
      { name: 'closingCosts', value: 2_000, source: 'buyer' },
    ]);
  });

  it('pays the PITI and the HOA fee each month, and has no balloon or 70 % rule', () => {
    expect(numbers.monthlyPayment.value).toBe(1_900);
    expect(numbers.balloon).toBeNull();
    expect(numbers.maxAllowableOffer).toBeNull();
  });

  it('spreads the asking price against the loan taken over and the entry fee', () => {
    expect(numbers.spread.value).toBe(45_000);
    expect(numbers.spread.inputs[0]).toEqual({ name: 'purchasePrice', value: 300_000, source: 'listing' });
  });

  it('works out cash flow, cash-on-cash and break-even rent from the buyer inputs', () => {
    // 2,600 × 0.95 × 0.92 = 2,272.40 collected; less 1,900 paid.
    expect(numbers.monthlyCashFlow.value).toBeCloseTo(372.4, 6);
    expect(numbers.cashOnCashReturn.value).toBeCloseTo(((12 * 372.4) / 18_000) * 100, 6);
    expect(numbers.breakEvenRent.value).toBeCloseTo(1_900 / (0.95 * 0.92), 6);
    expect(numbers.monthlyCashFlow.inputs.map((input) => input.source)).toEqual([
      'buyer',
      'buyer',
      'buyer',
      'figure',
      'buyer',
    ]);
  });

  it('says the rent is missing rather than answering NaN', () => {
    const noRent = dealNumbers(subTo, inputs(), AS_OF);
    expect(noRent.monthlyCashFlow).toMatchObject({
      value: null,
      missing: [{ name: 'monthlyRent', source: 'buyer' }],
    });
    // A figure built on another asks for what that one misses: the rent, not "cash flow".
    expect(noRent.cashOnCashReturn).toMatchObject({
      value: null,
      missing: [{ name: 'monthlyRent', source: 'buyer' }],
    });
    expect(noRent.breakEvenRent.value).toBeCloseTo(1_900 / (0.95 * 0.92), 6);
  });
});

describe('dealNumbers on a seller-finance deal', () => {
  it('owes the balloon left after the P&I paid until the seller loan matures', () => {
    const { balloon } = dealNumbers(sellerFinance, inputs(), AS_OF);
    expect(balloon).toMatchObject({ dueDate: '2031-01-01', payments: 60, missing: [] });
    // 225,000 at 6 % amortised over 30 years, five years in.
    expect(roundCents(balloon?.value ?? 0)).toBe(roundCents(remainingBalance(225_000, 6, 1_348.99, 60)));
    expect(roundCents(monthlyPrincipalAndInterest(225_000, 6, 360))).toBe(1_348.99);
    expect(balloon?.value).toBeCloseTo(209_372.3, 0);
  });

  it('names the seller terms it misses', () => {
    const numbers = dealNumbers(
      { ...sellerFinance, pi: undefined, sellerLoanMaturity: undefined, entryFee: undefined },
      inputs(),
      AS_OF,
    );
    expect(numbers.balloon?.missing).toEqual([
      { name: 'pi', source: 'listing' },
      { name: 'sellerLoanMaturity', source: 'listing' },
    ]);
    expect(numbers.monthlyPayment.missing).toEqual([{ name: 'pi', source: 'listing' }]);
    expect(numbers.cashToClose.missing).toEqual([{ name: 'entryFee', source: 'listing' }]);
    expect(numbers.balloon?.value).toBeNull();
  });
});

describe('dealNumbers on a lease option', () => {
  it('buys at the end of the term for the option price less the deducted fee and the credits', () => {
    const { optionPurchase } = dealNumbers(lease, inputs(), AS_OF);
    // 285,000 − 8,000 − 300 × 18 months
    expect(optionPurchase).toMatchObject({ value: 271_600, dueDate: '2027-07-01', missing: [] });
    expect(optionPurchase?.inputs.map((input) => input.name)).toEqual([
      'optionSalePrice',
      'optionFee',
      'monthlyCreditAmount',
      'optionTerm',
    ]);
  });

  it('pays the whole option price when neither the fee nor the payments are credited', () => {
    const { optionPurchase } = dealNumbers(
      { ...lease, optionFeeDeducted: false, monthlyPaymentCredited: false },
      inputs(),
      AS_OF,
    );
    expect(optionPurchase).toMatchObject({ value: 285_000, dueDate: '2027-07-01' });
    expect(optionPurchase?.inputs.map((input) => input.name)).toEqual(['optionSalePrice']);
  });

  it('never owes less than nothing, and names what the listing leaves out', () => {
    expect(
      dealNumbers({ ...lease, monthlyCreditAmount: 20_000 }, inputs(), AS_OF).optionPurchase?.value,
    ).toBe(0);
    const { optionPurchase } = dealNumbers(
      { ...lease, optionSalePrice: undefined, optionTerm: undefined },
      inputs(),
      AS_OF,
    );
    expect(optionPurchase).toMatchObject({
      value: null,
      dueDate: null,
      missing: [
        { name: 'optionSalePrice', source: 'listing' },
        { name: 'optionTerm', source: 'listing' },
      ],
    });
  });

  it('is on no other finance type', () => {
    expect(dealNumbers(subTo, inputs(), AS_OF).optionPurchase).toBeNull();
    expect(dealNumbers(sellerFinance, inputs(), AS_OF).optionPurchase).toBeNull();
    expect(dealNumbers(cash, inputs(), AS_OF).optionPurchase).toBeNull();
  });
});

describe('dealNumbers on other finance types', () => {
  it('a hybrid deal pays both loans each month', () => {
    const hybrid: NumbersDeal = {
      ...subTo,
      ...sellerFinance,
      purchaseType: 'Hybrid',
      hoaMonthlyFee: undefined,
    };
    expect(dealNumbers(hybrid, inputs(), AS_OF).monthlyPayment.value).toBeCloseTo(1_850 + 1_348.99, 6);
  });

  it('a lease option brings its option fee and pays the lease and solar fee', () => {
    const numbers = dealNumbers({ ...lease, solarMonthlyFee: 120 }, inputs(), AS_OF);
    expect(numbers.cashToClose.value).toBe(8_000);
    expect(numbers.monthlyPayment.value).toBe(2_220);
    expect(numbers.spread.value).toBe(-5_000);
  });

  it('a cash deal brings its price and applies the 70 % rule to the buyer after-repair value', () => {
    const numbers = dealNumbers(cash, inputs({ afterRepairValue: 250_000, repairs: 40_000 }), AS_OF);
    expect(numbers.cashToClose.value).toBe(150_000);
    expect(numbers.maxAllowableOffer?.value).toBe(135_000);
    expect(numbers.spread.value).toBe(60_000);
    expect(numbers.monthlyPayment.value).toBe(0);
  });

  it('the maximum allowable offer waits for an after-repair value and is never negative', () => {
    expect(dealNumbers(cash, inputs(), AS_OF).maxAllowableOffer?.missing).toEqual([
      { name: 'afterRepairValue', source: 'buyer' },
    ]);
    const ruined = dealNumbers(cash, inputs({ afterRepairValue: 100_000, repairs: 90_000 }), AS_OF);
    expect(ruined.maxAllowableOffer?.value).toBe(0);
  });

  it('cash-on-cash says no cash is invested instead of dividing by zero', () => {
    const free: NumbersDeal = { ...subTo, entryFee: 0, emd: undefined };
    const numbers = dealNumbers(free, inputs({ monthlyRent: 3_000 }), AS_OF);
    expect(numbers.cashOnCashReturn).toMatchObject({ value: null, missing: [], note: 'noCashInvested' });
  });
});

describe('dealNumbers properties', () => {
  it('break-even rent gives a cash flow of zero, and more rent never lowers cash flow', () => {
    for (let vacancy = 0; vacancy <= 50; vacancy += 10) {
      for (let management = 0; management <= 30; management += 6) {
        const buyer = inputs({
          vacancyPercent: vacancy,
          managementPercent: management,
          monthlyReserves: 150,
        });
        const breakEven = dealNumbers(subTo, buyer, AS_OF).breakEvenRent.value ?? NaN;
        expect(breakEven).toBeGreaterThan(0);
        const atBreakEven = dealNumbers(subTo, { ...buyer, monthlyRent: breakEven }, AS_OF);
        expect(atBreakEven.monthlyCashFlow.value).toBeCloseTo(0, 6);
        const more = dealNumbers(subTo, { ...buyer, monthlyRent: breakEven + 100 }, AS_OF);
        expect(more.monthlyCashFlow.value).toBeGreaterThan(0);
      }
    }
  });

  it('no figure is NaN or infinite, whatever the allowed inputs', () => {
    for (const deal of [subTo, sellerFinance, cash]) {
      for (const rent of [null, 0.01, 2_000, 1_000_000_000]) {
        const buyer = numbersInputsSchema.parse({
          monthlyRent: rent,
          vacancyPercent: 50,
          managementPercent: 30,
        });
        for (const figure of Object.values(dealNumbers(deal, buyer, AS_OF))) {
          if (figure?.value !== null && figure?.value !== undefined)
            expect(Number.isFinite(figure.value)).toBe(true);
        }
      }
    }
  });
});

describe('numbersInputsSchema', () => {
  it('fills the defaults for an empty body', () => {
    expect(numbersInputsSchema.parse({})).toEqual(DEFAULT_NUMBERS_INPUTS);
  });

  it.each([
    [{ vacancyPercent: 51 }, 'vacancyTooHigh'],
    [{ managementPercent: 31 }, 'managementTooHigh'],
    [{ vacancyPercent: -1 }, 'numberTooSmall'],
    [{ repairs: -5 }, 'numberTooSmall'],
    [{ monthlyRent: 0 }, 'positiveNumber'],
    [{ closingCosts: 10.005 }, 'numberTooPrecise'],
    [{ afterRepairValue: 2_000_000_000 }, 'numberTooLarge'],
    [{ rent: 100 }, undefined],
  ])('refuses %j with %s', (body, message) => {
    const result = numbersInputsSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (message !== undefined) expect(result.error?.issues[0]?.message).toBe(message);
  });
});
