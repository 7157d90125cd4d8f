/**
 * Cash to close (docs/deal-numbers.md "Cash to close"): what the buyer brings to the closing table.
 * A cash deal is its price plus the buyer's closing costs (the earnest money is part of the price);
 * a creative deal is its entry fee (the down payment of a seller loan), or a lease option's option
 * fee, plus the earnest money the listing asks and the buyer's closing costs.
 */
import { type Figure, figureOf, fromBuyer, optionalListing } from './figure';
import type { NumbersInputs } from './numbers-inputs';
import type { NumbersDeal } from './numbers-deal';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The up-front payment of the deal's finance type, named as the listing names it. */
function upFrontPayment(deal: NumbersDeal) {
  if (deal.dealCategory !== 'creative')
    return { name: 'purchasePrice', value: deal.purchasePrice, source: 'listing' as const };
  if (deal.purchaseType === 'LeaseOption')
    return { name: 'optionFee', value: deal.optionFee, source: 'listing' as const };
  return { name: 'entryFee', value: deal.entryFee, source: 'listing' as const };
}

/** Cash to close: up-front payment + earnest money (creative deals) + closing costs. */
export function cashToClose(deal: NumbersDeal, inputs: Pick<NumbersInputs, 'closingCosts'>): Figure {
  const earnestMoney = deal.dealCategory === 'creative' ? optionalListing('emd', deal.emd) : [];
  return figureOf(
    [upFrontPayment(deal), ...earnestMoney, fromBuyer('closingCosts', inputs.closingCosts)],
    sum,
  );
}
