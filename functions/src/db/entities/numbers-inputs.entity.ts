/**
 * A buyer's inputs of a listing's numbers card (docs/deal-numbers.md "Buyer inputs"), one item per
 * buyer and listing under the buyer's partition.
 *
 * Access patterns:
 * - the caller's inputs for a listing (numbers card, offer dialog): GetItem pk=USER#<userId>,
 *   sk=NUMBERS#<dealId>
 * - save: Put of the whole item (the last save wins; the inputs are the buyer's alone)
 */
import {
  DEFAULT_NUMBERS_INPUTS,
  type NumbersInputs,
  numbersInputsSchema,
} from '#shared/deal-numbers/numbers-inputs';
import { USER_PREFIX } from './user.entity';

export const NUMBERS_INPUTS_ENTITY = 'DealNumbersInputs';

/** Sort-key prefix of a user's numbers inputs (under the user's partition). */
export const NUMBERS_INPUTS_PREFIX = 'NUMBERS#';

export const numbersInputsKey = (userId: string, dealId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${NUMBERS_INPUTS_PREFIX}${dealId}`,
});

/** The stored item: the inputs as validated, and when they were saved. */
export interface NumbersInputsItem extends NumbersInputs {
  pk: string;
  sk: string;
  entity: typeof NUMBERS_INPUTS_ENTITY;
  userId: string;
  dealId: string;
  updatedAt: string;
}

export function toNumbersInputsItem(
  userId: string,
  dealId: string,
  inputs: NumbersInputs,
  at: string,
): NumbersInputsItem {
  return {
    ...numbersInputsKey(userId, dealId),
    entity: NUMBERS_INPUTS_ENTITY,
    userId,
    dealId,
    ...inputs,
    updatedAt: at,
  };
}

/** The inputs of a stored item; fields added since it was saved take their defaults. */
export function fromNumbersInputsItem(item: NumbersInputsItem): NumbersInputs {
  const {
    pk: _pk,
    sk: _sk,
    entity: _entity,
    userId: _userId,
    dealId: _dealId,
    updatedAt: _at,
    ...inputs
  } = item;
  const parsed = numbersInputsSchema.safeParse(inputs);
  return parsed.success ? parsed.data : { ...DEFAULT_NUMBERS_INPUTS };
}
