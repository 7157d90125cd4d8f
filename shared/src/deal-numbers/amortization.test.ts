import {
  addMonths,
  monthlyPrincipalAndInterest,
  paymentsBetween,
  remainingBalance,
  roundCents,
} from './amortization';

/** A small seeded generator (mulberry32): the property tests draw the same cases on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(18);
const between = (min: number, max: number) => min + random() * (max - min);
const CASES = 500;
const loans = Array.from({ length: CASES }, () => ({
  balance: roundCents(between(1_000, 2_000_000)),
  rate: Math.round(between(0, 15) * 1000) / 1000,
  term: Math.round(between(12, 480)),
}));

describe('monthlyPrincipalAndInterest', () => {
  // Worked examples, as any amortisation table (or a spreadsheet's PMT) gives them.
  it.each([
    [200_000, 6, 360, 1199.1],
    [100_000, 5, 180, 790.79],
    [300_000, 7, 360, 1995.91],
    [120_000, 0, 240, 500],
  ])('%d at %d %% over %d months pays %d a month', (balance, rate, term, expected) => {
    expect(roundCents(monthlyPrincipalAndInterest(balance, rate, term))).toBe(expected);
  });

  it('pays nothing on an empty balance or without a term', () => {
    expect(monthlyPrincipalAndInterest(0, 6, 360)).toBe(0);
    expect(monthlyPrincipalAndInterest(100_000, 6, 0)).toBe(0);
  });

  it('a higher rate never lowers the payment', () => {
    for (const { balance, rate, term } of loans) {
      const higher = rate + between(0.001, 5);
      expect(monthlyPrincipalAndInterest(balance, higher, term)).toBeGreaterThanOrEqual(
        monthlyPrincipalAndInterest(balance, rate, term),
      );
    }
  });

  it('a zero rate divides the balance evenly', () => {
    for (const { balance, term } of loans) {
      expect(monthlyPrincipalAndInterest(balance, 0, term)).toBeCloseTo(balance / term, 9);
    }
  });

  it('a longer term never raises the payment, and the payment always covers the interest', () => {
    for (const { balance, rate, term } of loans) {
      const payment = monthlyPrincipalAndInterest(balance, rate, term);
      expect(monthlyPrincipalAndInterest(balance, rate, term + 12)).toBeLessThanOrEqual(payment);
      expect(payment).toBeGreaterThan((balance * rate) / 1200);
    }
  });
});

describe('remainingBalance', () => {
  it('200,000 at 6 % over 30 years owes 186,108.71 after five years and nothing at the end', () => {
    const payment = monthlyPrincipalAndInterest(200_000, 6, 360);
    expect(roundCents(remainingBalance(200_000, 6, payment, 60))).toBe(186_108.71);
    expect(roundCents(remainingBalance(200_000, 6, payment, 360))).toBe(0);
  });

  it('an interest-only payment leaves the balance as it was', () => {
    expect(roundCents(remainingBalance(150_000, 6, 750, 84))).toBe(150_000);
  });

  it('is never negative and never rises while the payment covers the interest', () => {
    for (const { balance, rate, term } of loans) {
      const payment = monthlyPrincipalAndInterest(balance, rate, term);
      const paid = Math.round(between(0, term * 2));
      const owed = remainingBalance(balance, rate, payment, paid);
      expect(owed).toBeGreaterThanOrEqual(0);
      expect(owed).toBeLessThanOrEqual(balance + 1e-6);
      expect(remainingBalance(balance, rate, payment, paid + 1)).toBeLessThanOrEqual(owed + 1e-6);
    }
  });

  it('at a zero rate owes the balance less the payments made', () => {
    expect(remainingBalance(12_000, 0, 500, 10)).toBe(7_000);
    expect(remainingBalance(12_000, 0, 500, 30)).toBe(0);
  });
});

describe('paymentsBetween', () => {
  it.each([
    ['2026-01-15', '2031-01-15', 60],
    ['2026-01-15', '2031-01-14', 59],
    ['2026-03-31', '2026-04-30', 0],
    ['2026-05-01', '2026-05-01', 0],
    ['2030-01-01', '2026-01-01', 0],
  ])('from %s to %s is %d payments', (from, to, expected) => {
    expect(paymentsBetween(from, to)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15', 18, '2027-07-15'],
    ['2026-11-26', 2, '2027-01-26'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-05-01', 0, '2026-05-01'],
  ])('%s plus %d months is %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it('lands back on the start date when the months are counted by paymentsBetween', () => {
    expect(paymentsBetween('2026-03-10', addMonths('2026-03-10', 27))).toBe(27);
  });
});
