import type { ZipDemandFigures } from '../db/entities/zip-demand.entity';
import { emptyFigures } from './demand-figures';
import { discloseDimension, discloseFigures, discloseSegment, roundToStep, shownCount } from './disclosure';

function figures(overrides: Partial<ZipDemandFigures> = {}): ZipDemandFigures {
  return { ...emptyFigures('78701', 'TX'), ...overrides };
}

describe('shownCount', () => {
  it.each([
    [0, 0],
    [1, null],
    [10, null],
    [11, 11],
    [250, 250],
  ])('shows %i as %p', (count, shown) => {
    expect(shownCount(count)).toBe(shown);
  });
});

describe('discloseFigures', () => {
  it('shows buyers and rounded averages when 11+ buyers gave them', () => {
    const shown = discloseFigures(
      figures({
        buyers: 12,
        downPaymentSum: 12 * 37_600,
        downPaymentCount: 12,
        monthlyPaymentSum: 11 * 1_949,
        monthlyPaymentCount: 11,
      }),
    );
    expect(shown).toEqual({ buyers: 12, averageDownPayment: 40_000, averageMonthlyPayment: 1_900 });
  });

  it('hides an average fewer than 11 buyers gave, even in a big ZIP', () => {
    const shown = discloseFigures(figures({ buyers: 40, downPaymentSum: 50_000, downPaymentCount: 1 }));
    expect(shown.averageDownPayment).toBeNull();
  });

  it('says "fewer than 11" and no averages for a small ZIP', () => {
    expect(discloseFigures(figures({ buyers: 7, downPaymentSum: 70_000, downPaymentCount: 7 }))).toEqual({
      buyers: null,
      averageDownPayment: null,
      averageMonthlyPayment: null,
    });
  });
});

describe('discloseDimension', () => {
  it('hides a small value and, in a partition, the smallest other so the hidden sum is not small', () => {
    const zip = figures({
      buyers: 40,
      counts: { buyBoxType: { cash: 25, creative: 12, none: 3 }, financingType: {}, propertyType: {} },
    });
    expect(discloseDimension(zip, 'buyBoxType')).toEqual([
      { value: 'cash', buyers: 25 },
      { value: 'creative', buyers: null },
      { value: 'both', buyers: 0 },
      { value: 'none', buyers: null },
    ]);
  });

  it('hides a property type when those who did not name it are few', () => {
    const zip = figures({
      buyers: 30,
      counts: { buyBoxType: {}, financingType: {}, propertyType: { singleFamily: 25, condo: 12 } },
    });
    const shown = discloseDimension(zip, 'propertyType');
    expect(shown.find((entry) => entry.value === 'singleFamily')!.buyers).toBeNull();
    expect(shown.find((entry) => entry.value === 'condo')!.buyers).toBe(12);
  });

  it('shows no value of a ZIP whose buyers are hidden, but its zeros', () => {
    const zip = figures({
      buyers: 5,
      counts: { buyBoxType: { cash: 5 }, financingType: {}, propertyType: {} },
    });
    expect(discloseDimension(zip, 'buyBoxType').map((entry) => entry.buyers)).toEqual([null, 0, 0, 0]);
  });
});

describe('discloseSegment', () => {
  it('shows all buyers, or one value as the breakdown does', () => {
    const zip = figures({
      buyers: 40,
      counts: { buyBoxType: { cash: 25, creative: 12, none: 3 }, financingType: {}, propertyType: {} },
    });
    expect(discloseSegment(zip, 'all')).toBe(40);
    expect(discloseSegment(zip, 'buyBoxType:cash')).toBe(25);
    expect(discloseSegment(zip, 'buyBoxType:creative')).toBeNull();
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest step and never below zero', () => {
    expect(roundToStep(37_499, 5_000)).toBe(35_000);
    expect(roundToStep(37_500, 5_000)).toBe(40_000);
    expect(roundToStep(-20, 100)).toBe(0);
  });
});
