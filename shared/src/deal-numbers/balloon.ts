/**
 * The balloon of a seller loan (docs/deal-numbers.md "Balloon"): what is still owed on the seller
 * loan when it matures, after the listed monthly P&I is paid from today until its maturity date. A
 * loan the payments clear before maturity has no balloon (0). Only SellerFinance and Hybrid deals
 * carry a seller loan; a subject-to loan runs its own schedule to its maturity date.
 */
import { paymentsBetween, remainingBalance } from './amortization';
import { type DueFigure, figureOf, fromListing } from './figure';
import { hasSellerLoan, type NumbersDeal } from './numbers-deal';

/** A balloon figure: the amount, when it falls due and how many payments come before it. */
export interface BalloonFigure extends DueFigure {
  payments: number | null;
}

/** The seller loan's balloon as of `asOfIsoDate` (YYYY-MM-DD); null when the deal has no seller loan. */
export function sellerLoanBalloon(deal: NumbersDeal, asOfIsoDate: string): BalloonFigure | null {
  if (!hasSellerLoan(deal)) return null;
  const dueDate = deal.sellerLoanMaturity ?? null;
  const payments = dueDate === null ? null : paymentsBetween(asOfIsoDate, dueDate);
  const figure = figureOf(
    [
      fromListing('sellerLoanAmount', deal.sellerLoanAmount),
      fromListing('sellerInterestRate', deal.sellerInterestRate),
      fromListing('pi', deal.pi),
      fromListing('payments', payments),
    ],
    ([amount = 0, rate = 0, payment = 0, count = 0]) => remainingBalance(amount, rate, payment, count),
  );
  // The payment count comes from the maturity date: it is that date that is missing.
  const missing = figure.missing.map((input) =>
    input.name === 'payments' ? { name: 'sellerLoanMaturity', source: input.source } : input,
  );
  return { ...figure, missing, dueDate, payments };
}
