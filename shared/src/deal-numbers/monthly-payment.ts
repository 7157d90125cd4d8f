/**
 * The monthly payment the buyer takes on (docs/deal-numbers.md "Monthly payment"): the finance
 * type's payment as the alerts match it (SubTo PITI, SellerFinance P&I, Hybrid both, LeaseOption the
 * lease payment; none on a cash deal) plus the HOA and solar fees the listing gives.
 */
import { monthlyPayment as financePayment } from '../alerts/deal-match';
import { type Figure, figureOf, optionalListing } from './figure';
import type { NumbersDeal } from './numbers-deal';

/** The listing fields the finance type's payment is made of. */
function paymentTerms(deal: NumbersDeal) {
  if (deal.dealCategory !== 'creative') return [];
  const term = (name: 'piti' | 'pi' | 'leaseMonthlyPayment') => ({
    name,
    value: deal[name],
    source: 'listing' as const,
  });
  switch (deal.purchaseType) {
    case 'SubTo':
      return [term('piti')];
    case 'SellerFinance':
      return [term('pi')];
    case 'Hybrid':
      return [term('piti'), term('pi')];
    case 'LeaseOption':
      return [term('leaseMonthlyPayment')];
    default:
      return [];
  }
}

/** Monthly payment: the finance type's payment + HOA + solar; on a cash deal the fees alone. */
export function monthlyPayment(deal: NumbersDeal): Figure {
  const fees = [
    ...optionalListing('hoaMonthlyFee', deal.hoaMonthlyFee),
    ...optionalListing('solarMonthlyFee', deal.solarMonthlyFee),
  ];
  return figureOf([...paymentTerms(deal), ...fees], () => {
    const feesTotal = (deal.hoaMonthlyFee ?? 0) + (deal.solarMonthlyFee ?? 0);
    return (financePayment(deal) ?? 0) + feesTotal;
  });
}
