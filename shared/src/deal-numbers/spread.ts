/**
 * The spread (docs/deal-numbers.md "Spread"): the home's value (the buyer's after-repair value, or
 * the asking price until they give one) less what the buyer pays for it and their repairs. What the
 * buyer pays: a cash deal's price; the loan taken over plus the entry fee (SubTo); the seller loan
 * plus the down payment (SellerFinance); both loans plus the entry fee (Hybrid); the option price,
 * plus the option fee when it is not deducted from it (LeaseOption). A spread may be negative: a deal
 * that costs more than the home is worth.
 */
import { type Figure, figureOf, fromBuyer, type InputSource } from './figure';
import type { NumbersInputs } from './numbers-inputs';
import type { NumbersDeal } from './numbers-deal';

type Term = { name: string; value: number | undefined; source: InputSource };

/** The listing terms that add up to what the buyer pays. */
function pricePaid(deal: NumbersDeal): Term[] {
  const listing = (name: keyof NumbersDeal): Term => ({
    name,
    value: deal[name] as number | undefined,
    source: 'listing',
  });
  if (deal.dealCategory !== 'creative') return [listing('purchasePrice')];
  switch (deal.purchaseType) {
    case 'SubTo':
      return [listing('loanBalance'), listing('entryFee')];
    case 'SellerFinance':
      return [listing('sellerLoanAmount'), listing('entryFee')];
    case 'Hybrid':
      return [listing('loanBalance'), listing('sellerLoanAmount'), listing('entryFee')];
    case 'LeaseOption':
      return deal.optionFeeDeducted === true
        ? [listing('optionSalePrice')]
        : [listing('optionSalePrice'), listing('optionFee')];
    default:
      return [listing('purchasePrice')];
  }
}

/** Spread: value − what the buyer pays − repairs. */
export function spread(
  deal: NumbersDeal,
  inputs: Pick<NumbersInputs, 'afterRepairValue' | 'repairs'>,
): Figure {
  const value: Term =
    inputs.afterRepairValue === null
      ? { name: 'purchasePrice', value: deal.purchasePrice, source: 'listing' }
      : fromBuyer('afterRepairValue', inputs.afterRepairValue);
  const paid = pricePaid(deal);
  return figureOf([value, ...paid, fromBuyer('repairs', inputs.repairs)], ([worth = 0, ...costs]) =>
    costs.reduce((rest, cost) => rest - cost, worth),
  );
}
