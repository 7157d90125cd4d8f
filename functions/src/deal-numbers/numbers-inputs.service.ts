/**
 * The buyer's numbers-card inputs for a listing (docs/deal-numbers.md "Buyer inputs"): read (the
 * defaults until they save) and saved, each only on a listing the caller may see (404 otherwise, so
 * a hidden listing does not leak). Saves count against a per-user limit.
 */
import {
  DEFAULT_NUMBERS_INPUTS,
  type NumbersInputs,
  type NumbersInputsState,
} from '#shared/deal-numbers/numbers-inputs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  fromNumbersInputsItem,
  type NumbersInputsItem,
  numbersInputsKey,
  toNumbersInputsItem,
} from '../db/entities/numbers-inputs.entity';
import { findItem } from '../db/single-item';
import { tableName } from '../db/table';
import { loadVisibleDeal } from '../deals/deal-access';
import { dynamo } from '../lib/clients';
import type { Principal } from '../lib/http/principal';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';

/** GET /api/deals/{dealId}/numbers-inputs. */
export async function readNumbersInputs(principal: Principal, dealId: string): Promise<NumbersInputsState> {
  await loadVisibleDeal(principal, dealId);
  const item = await findItem<NumbersInputsItem>(numbersInputsKey(principal.userId, dealId));
  return item === null
    ? { dealId, inputs: { ...DEFAULT_NUMBERS_INPUTS }, updatedAt: null }
    : { dealId, inputs: fromNumbersInputsItem(item), updatedAt: item.updatedAt };
}

/** PUT /api/deals/{dealId}/numbers-inputs: replaces the caller's inputs for the listing. */
export async function saveNumbersInputs(
  principal: Principal,
  dealId: string,
  inputs: NumbersInputs,
  now: Date,
): Promise<NumbersInputsState> {
  await enforceRateLimit('numbersInputsPerUser', principal.userId, now);
  await loadVisibleDeal(principal, dealId);
  const updatedAt = now.toISOString();
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: toNumbersInputsItem(principal.userId, dealId, inputs, updatedAt),
    }),
  );
  return { dealId, inputs, updatedAt };
}
