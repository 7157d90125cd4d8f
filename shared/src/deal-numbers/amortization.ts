/**
 * Amortised loans (docs/deal-numbers.md "Principal and interest", "Balloon"): the level monthly
 * payment of a loan and what is still owed after some payments. Pure, in dollars, rates as annual
 * percentages (6 means 6 % a year), compounded monthly as US mortgages are.
 */

/** The monthly rate of an annual percentage. */
const monthlyRate = (annualRatePercent: number) => annualRatePercent / 100 / 12;

/** Rounds an amount to whole cents, as a lender quotes it. */
export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The level monthly principal and interest that repays `balance` over `termMonths` at
 * `annualRatePercent`: B·r / (1 − (1 + r)^−n); a zero rate divides the balance evenly.
 * 0 for an empty balance or no term.
 */
export function monthlyPrincipalAndInterest(
  balance: number,
  annualRatePercent: number,
  termMonths: number,
): number {
  if (balance <= 0 || termMonths <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return balance / termMonths;
  return (balance * rate) / (1 - (1 + rate) ** -termMonths);
}

/**
 * What is still owed after `payments` monthly payments of `payment` on a loan of `balance` at
 * `annualRatePercent`: B·(1 + r)^n − P·((1 + r)^n − 1) / r (B − n·P at a zero rate). Never
 * negative: a loan paid off early owes nothing. It grows when the payment is below the interest.
 */
export function remainingBalance(
  balance: number,
  annualRatePercent: number,
  payment: number,
  payments: number,
): number {
  if (balance <= 0) return 0;
  const rate = monthlyRate(annualRatePercent);
  const n = Math.max(0, Math.floor(payments));
  const owed =
    rate === 0 ? balance - n * payment : balance * (1 + rate) ** n - (payment * ((1 + rate) ** n - 1)) / rate;
  return Math.max(0, owed);
}

/**
 * Whole monthly payments from `fromIsoDate` up to `toIsoDate` (YYYY-MM-DD): a payment falls due
 * each month on the start date's day; 0 when the end is not after the start.
 */
export function paymentsBetween(fromIsoDate: string, toIsoDate: string): number {
  const [fromYear, fromMonth, fromDay] = fromIsoDate.split('-').map(Number) as [number, number, number];
  const [toYear, toMonth, toDay] = toIsoDate.split('-').map(Number) as [number, number, number];
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) - (toDay < fromDay ? 1 : 0);
  return Math.max(0, months);
}

/**
 * `isoDate` (YYYY-MM-DD) plus `months` calendar months, on the same day of the month, or that
 * month's last day when it is shorter (31 January plus a month is 28 or 29 February).
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const toYear = Math.floor(monthIndex / 12);
  const toMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${toYear}-${twoDigits(toMonth)}-${twoDigits(Math.min(day, lastDay))}`;
}
