/**
 * Every figure of the numbers card for one listing and one buyer's inputs (docs/deal-numbers.md),
 * worked out together so the derived figures (cash flow, cash-on-cash, break-even rent) read the same
 * monthly payment and cash to close the card shows. Pure: the card and the offer dialog call it.
 */
import { type BalloonFigure, sellerLoanBalloon } from './balloon';
import { cashToClose } from './cash-to-close';
import type { DueFigure, Figure } from './figure';
import { maxAllowableOffer } from './max-allowable-offer';
import { monthlyPayment } from './monthly-payment';
import type { NumbersDeal } from './numbers-deal';
import type { NumbersInputs } from './numbers-inputs';
import { optionPurchase } from './option-purchase';
import { breakEvenRent, cashOnCashReturn, monthlyCashFlow } from './rental-returns';
import { spread } from './spread';

export interface DealNumbers {
  cashToClose: Figure;
  monthlyPayment: Figure;
  /** Null when the deal has no seller loan. */
  balloon: BalloonFigure | null;
  /** Null unless the deal is a lease option. */
  optionPurchase: DueFigure | null;
  spread: Figure;
  /** Null on a creative deal (the 70 % rule is for cash deals). */
  maxAllowableOffer: Figure | null;
  monthlyCashFlow: Figure;
  cashOnCashReturn: Figure;
  breakEvenRent: Figure;
}
export type DealFigureName = keyof DealNumbers;

/** The figures in the order the card lists them. */
export const DEAL_FIGURE_NAMES = [
  'cashToClose',
  'monthlyPayment',
  'balloon',
  'optionPurchase',
  'spread',
  'maxAllowableOffer',
  'monthlyCashFlow',
  'cashOnCashReturn',
  'breakEvenRent',
] as const satisfies readonly DealFigureName[];

/**
 * The card's figures as of `asOfIsoDate` (YYYY-MM-DD: the balloon counts payments from it, a lease
 * option's term ends counted from it).
 */
export function dealNumbers(deal: NumbersDeal, inputs: NumbersInputs, asOfIsoDate: string): DealNumbers {
  const closing = cashToClose(deal, inputs);
  const payment = monthlyPayment(deal);
  const cashFlow = monthlyCashFlow(inputs, payment);
  return {
    cashToClose: closing,
    monthlyPayment: payment,
    balloon: sellerLoanBalloon(deal, asOfIsoDate),
    optionPurchase: optionPurchase(deal, asOfIsoDate),
    spread: spread(deal, inputs),
    maxAllowableOffer: maxAllowableOffer(deal, inputs),
    monthlyCashFlow: cashFlow,
    cashOnCashReturn: cashOnCashReturn(inputs, cashFlow, closing),
    breakEvenRent: breakEvenRent(inputs, payment),
  };
}
