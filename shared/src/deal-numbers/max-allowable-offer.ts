/**
 * The 70 % rule's maximum allowable offer for a cash deal (docs/deal-numbers.md "Maximum allowable
 * offer"): 70 % of the buyer's after-repair value less their repairs, the most a flipper pays and
 * still covers holding, selling costs and profit. Never below 0: when repairs eat the whole 70 %,
 * no price works.
 */
import { type Figure, figureOf } from './figure';
import type { NumbersInputs } from './numbers-inputs';
import type { NumbersDeal } from './numbers-deal';

/** The share of the after-repair value the 70 % rule allows. */
export const SEVENTY_PERCENT_RULE = 0.7;

/** ARV × 0.7 − repairs, at least 0; null on a creative deal, where the rule does not apply. */
export function maxAllowableOffer(
  deal: NumbersDeal,
  inputs: Pick<NumbersInputs, 'afterRepairValue' | 'repairs'>,
): Figure | null {
  if (deal.dealCategory !== 'cash') return null;
  return figureOf(
    [
      { name: 'afterRepairValue', value: inputs.afterRepairValue, source: 'buyer' },
      { name: 'repairs', value: inputs.repairs, source: 'buyer' },
    ],
    ([arv = 0, repairs = 0]) => Math.max(0, arv * SEVENTY_PERCENT_RULE - repairs),
  );
}
