/** What the numbers card reads from a listing: its price, category and finance terms. */
import type { Deal } from '../deals/deal-api';

export type NumbersDeal = Pick<Deal, 'dealCategory' | 'purchasePrice'> &
  Partial<
    Pick<
      Deal,
      | 'purchaseType'
      | 'emd'
      | 'interestRate'
      | 'loanBalance'
      | 'piti'
      | 'entryFee'
      | 'loanMaturityDate'
      | 'sellerLoanAmount'
      | 'sellerInterestRate'
      | 'pi'
      | 'sellerLoanMaturity'
      | 'optionFee'
      | 'optionSalePrice'
      | 'optionFeeDeducted'
      | 'optionTerm'
      | 'leaseMonthlyPayment'
      | 'monthlyPaymentCredited'
      | 'monthlyCreditAmount'
      | 'hoaMonthlyFee'
      | 'solarMonthlyFee'
    >
  >;

/** The listing takes over or creates a loan the buyer pays monthly (any creative finance type). */
export const isCreativeDeal = (deal: NumbersDeal) => deal.dealCategory === 'creative';

/** The deal carries a seller loan (SellerFinance or Hybrid), which may end in a balloon. */
export const hasSellerLoan = (deal: NumbersDeal) =>
  deal.dealCategory === 'creative' &&
  (deal.purchaseType === 'SellerFinance' || deal.purchaseType === 'Hybrid');

/** The deal takes over the seller's existing loan (SubTo or Hybrid). */
export const takesOverLoan = (deal: NumbersDeal) =>
  deal.dealCategory === 'creative' && (deal.purchaseType === 'SubTo' || deal.purchaseType === 'Hybrid');

/** The deal leases the home with an option to buy it at the end of the term. */
export const isLeaseOption = (deal: NumbersDeal) =>
  deal.dealCategory === 'creative' && deal.purchaseType === 'LeaseOption';
