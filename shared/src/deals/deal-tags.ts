/**
 * Automatic tags of creative deals (docs/requirements.md#r3-4: "Creative deals get the low entry fee and low
 * interest tags automatically from the data"). The four derived tags are never trusted from the seller: they
 * are recomputed from the numbers on every create and edit, so stale ones disappear when the numbers
 * stop qualifying and a cash deal never carries them.
 *
 * Thresholds (USD and percent, inclusive):
 * - Entry fee ≤ $25,000 is low, ≤ $10,000 is super-low. Typical creative entry fees run from a few
 *   thousand dollars to 10–20 % of the price; $25k is what an average investor can fund without a
 *   partner, $10k is within reach of a first-time buyer.
 * - Interest rate ≤ 5 % is low, ≤ 3.5 % is super-low. 30-year fixed mortgage rates have been 6–7 %
 *   since 2023; loans taken over subject-to were mostly written at 2.5–4 % in 2020–2021, which is the
 *   point of those deals. 3.5 % marks the pandemic-era loans, 5 % anything clearly below the market.
 * A super-low deal also gets the low tag, so the "low entry fee" filter finds every cheap deal.
 */
import {
  type DealTag,
  DEAL_TAGS,
  isCreativeFinanceType,
  type DealCategory,
  type PurchaseType,
} from './deal-fields';

export const LOW_ENTRY_FEE_MAX = 25_000;
export const SUPER_LOW_ENTRY_FEE_MAX = 10_000;
export const LOW_INTEREST_RATE_MAX = 5;
export const SUPER_LOW_INTEREST_RATE_MAX = 3.5;

/** Tags computed from the numbers, never chosen by hand. */
export const DERIVED_TAGS: readonly DealTag[] = [
  'low-entry-fee',
  'super-low-entry-fee',
  'low-interest-rate',
  'super-low-interest-rate',
];

/** What the derivation reads from a deal. */
export interface AutomaticTagInput {
  dealCategory: DealCategory;
  purchaseType?: PurchaseType;
  tags: readonly DealTag[];
  entryFee?: number;
  optionFee?: number;
  interestRate?: number;
  loanBalance?: number;
  sellerInterestRate?: number;
  sellerLoanAmount?: number;
}

/**
 * The buyer's entry fee: the entry fee when given; for a lease option without one, the option fee
 * (what the tenant-buyer pays to get in).
 */
export function effectiveEntryFee(deal: AutomaticTagInput): number | undefined {
  if (deal.entryFee !== undefined) return deal.entryFee;
  if (deal.purchaseType === 'LeaseOption') return deal.optionFee;
  return undefined;
}

/**
 * The rate the buyer pays: SubTo the existing loan's, SellerFinance the seller loan's, Hybrid the
 * average of both weighted by balance (the plain average when a balance is missing); lease options
 * carry no rate.
 */
export function effectiveInterestRate(deal: AutomaticTagInput): number | undefined {
  switch (deal.purchaseType) {
    case 'SubTo':
      return deal.interestRate;
    case 'SellerFinance':
      return deal.sellerInterestRate;
    case 'Hybrid': {
      const { interestRate, sellerInterestRate, loanBalance, sellerLoanAmount } = deal;
      if (interestRate === undefined) return sellerInterestRate;
      if (sellerInterestRate === undefined) return interestRate;
      if (loanBalance && sellerLoanAmount)
        return (
          (interestRate * loanBalance + sellerInterestRate * sellerLoanAmount) /
          (loanBalance + sellerLoanAmount)
        );
      return (interestRate + sellerInterestRate) / 2;
    }
    default:
      return undefined;
  }
}

/** The derived tags the numbers earn (none for a cash deal or without a creative finance type). */
export function derivedTags(deal: AutomaticTagInput): DealTag[] {
  if (deal.dealCategory !== 'creative' || !isCreativeFinanceType(deal.purchaseType)) return [];
  const tags: DealTag[] = [];
  const fee = effectiveEntryFee(deal);
  if (fee !== undefined && fee <= LOW_ENTRY_FEE_MAX) tags.push('low-entry-fee');
  if (fee !== undefined && fee <= SUPER_LOW_ENTRY_FEE_MAX) tags.push('super-low-entry-fee');
  const rate = effectiveInterestRate(deal);
  if (rate !== undefined && rate <= LOW_INTEREST_RATE_MAX) tags.push('low-interest-rate');
  if (rate !== undefined && rate <= SUPER_LOW_INTEREST_RATE_MAX) tags.push('super-low-interest-rate');
  return tags;
}

/**
 * The deal's tags with the derived ones recomputed: the seller's own tags are kept, derived tags
 * sent by hand are dropped and the ones the numbers earn are added. Answered once each, in the
 * order of DEAL_TAGS.
 */
export function withAutomaticTags(deal: AutomaticTagInput): DealTag[] {
  const kept = new Set<DealTag>(deal.tags.filter((tag) => !DERIVED_TAGS.includes(tag)));
  for (const tag of derivedTags(deal)) kept.add(tag);
  return DEAL_TAGS.filter((tag) => kept.has(tag));
}
