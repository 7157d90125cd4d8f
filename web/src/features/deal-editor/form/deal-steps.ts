/**
 * The form's steps and how each one is checked: a step's own fields with its shared zod shape
 * (shared/src/deals/deal-schema.ts), plus the cross-field rules of `dealInputSchema` (purchase type,
 * required finance terms, lot size unit, cover photo…) kept to that step's fields. The final submit
 * runs `dealInputSchema` whole, the same check the server makes.
 */
import * as z from 'zod';
import {
  dealAddressStepShape,
  dealDescriptionStepShape,
  dealInputSchema,
  dealLegalStepShape,
  dealLeaseOptionShape,
  dealPhotosStepShape,
  dealPropertyStepShape,
  dealSellerFinanceShape,
  dealSubjectToShape,
} from '#shared/deals/deal-schema';
import { schemaFieldErrors, type FieldErrors } from '../../../lib/form/field-errors';
import { financeFieldsOf, type DealField, type DealFormValues } from './deal-form-values';

export const STEP_IDS = ['address', 'property', 'finance', 'photos', 'description', 'legal'] as const;
export type StepId = (typeof STEP_IDS)[number];

const STEP_SHAPES: Record<StepId, z.ZodRawShape> = {
  address: dealAddressStepShape,
  property: dealPropertyStepShape,
  finance: { ...dealSubjectToShape, ...dealSellerFinanceShape, ...dealLeaseOptionShape },
  photos: dealPhotosStepShape,
  description: dealDescriptionStepShape,
  legal: dealLegalStepShape,
};

/** The fields a step shows (the finance step's depend on the category and purchase type). */
export function stepFields(step: StepId, values: DealFormValues): DealField[] {
  if (step === 'finance') return financeFieldsOf(values);
  return Object.keys(STEP_SHAPES[step]) as DealField[];
}

/** A message the schema wrote as a stable key (`positiveNumber`), not zod's own English text. */
const isMessageKey = (message: string) => /^[A-Za-z]+$/.test(message);

/**
 * Keeps the errors of these fields. zod's own messages (an empty enum choice says "Invalid
 * option…") become `required` for a missing value and `invalid` otherwise, so every error has a
 * translation.
 */
function pick<Field extends string>(
  errors: FieldErrors<string>,
  fields: readonly Field[],
  body: unknown,
): FieldErrors<Field> {
  const present = body as Record<string, unknown>;
  const picked: FieldErrors<Field> = {};
  for (const field of fields) {
    const message = errors[field];
    if (!message) continue;
    picked[field] = isMessageKey(message) ? message : present[field] === undefined ? 'required' : 'invalid';
  }
  return picked;
}

/** The errors of one step's fields, as `validation.<key>` message keys. */
export function stepErrors(
  step: StepId,
  values: DealFormValues,
  body: Record<string, unknown>,
): FieldErrors<DealField> {
  const fields = stepFields(step, values);
  // Not strict: the body carries the other steps' fields too.
  const own = pick(schemaFieldErrors(z.object(STEP_SHAPES[step]), body), fields, body);
  const crossField = pick(schemaFieldErrors(dealInputSchema, body), fields, body);
  return { ...crossField, ...own };
}

/** Every error of the whole body, the way the server will judge it. */
export function submitErrors(body: Record<string, unknown>): FieldErrors<DealField> {
  const errors = schemaFieldErrors<DealField>(dealInputSchema, body);
  return pick(errors, Object.keys(errors) as DealField[], body);
}

/** The first step showing one of these errors, or null. */
export function firstStepWithError(values: DealFormValues, errors: FieldErrors<DealField>): StepId | null {
  return (
    STEP_IDS.find((step) => stepFields(step, values).some((field) => errors[field] !== undefined)) ?? null
  );
}
