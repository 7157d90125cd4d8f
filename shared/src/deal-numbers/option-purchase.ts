/**
 * What buying the home costs at the end of a lease option's term (docs/deal-numbers.md "Option
 * purchase"): the option price, less the option fee when the listing deducts it, less the monthly
 * credit for every month of the term when lease payments are credited; never below 0. It falls due
 * when the term ends, counted from today. Only LeaseOption deals have one.
 */
import { addMonths } from './amortization';
import { type DueFigure, figureOf, fromListing } from './figure';
import { isLeaseOption, type NumbersDeal } from './numbers-deal';

/** The months of an option term given in years to the hundredth (1.5 years is 18 months). */
const termMonths = (years: number) => Math.round(years * 12);

/** The purchase at the end of the option term as of `asOfIsoDate` (YYYY-MM-DD); null unless a lease option. */
export function optionPurchase(deal: NumbersDeal, asOfIsoDate: string): DueFigure | null {
  if (!isLeaseOption(deal)) return null;
  const inputs = [
    fromListing('optionSalePrice', deal.optionSalePrice),
    ...(deal.optionFeeDeducted === true ? [fromListing('optionFee', deal.optionFee)] : []),
    ...(deal.monthlyPaymentCredited === true
      ? [
          fromListing('monthlyCreditAmount', deal.monthlyCreditAmount),
          fromListing('optionTerm', deal.optionTerm),
        ]
      : []),
  ];
  const figure = figureOf(inputs, (values) => {
    // An input the listing's terms leave out (no deducted fee, no credit) counts as 0.
    const valueOf = (name: string) => values[inputs.findIndex((input) => input.name === name)] ?? 0;
    const credit = valueOf('monthlyCreditAmount') * termMonths(valueOf('optionTerm'));
    return Math.max(0, valueOf('optionSalePrice') - valueOf('optionFee') - credit);
  });
  const dueDate = deal.optionTerm === undefined ? null : addMonths(asOfIsoDate, termMonths(deal.optionTerm));
  return { ...figure, dueDate };
}
