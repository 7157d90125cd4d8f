/**
 * The form's steps and the fields each one shows (the shared zod shape of the step,
 * shared/src/deals/deal-schema.ts). The whole listing is always judged by `dealInputSchema`, the
 * same check the server makes (its cross-field rules run even when other fields fail); a step
 * shows and checks only its own fields' errors.
 */
import type * as z from 'zod';
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
 * Every error of the whole body, the way the server will judge it, as `validation.<key>` message
 * keys: zod's own messages (an empty enum choice says "Invalid option…") become `required` for a
 * missing value and `invalid` otherwise, so every error has a translation.
 */
export function submitErrors(body: unknown): FieldErrors<DealField> {
  const present = body as Record<string, unknown>;
  const errors: FieldErrors<DealField> = {};
  for (const [field, message] of Object.entries(schemaFieldErrors<DealField>(dealInputSchema, body))) {
    if (!message) continue;
    errors[field as DealField] = isMessageKey(message)
      ? message
      : present[field] === undefined
        ? 'required'
        : 'invalid';
  }
  return errors;
}

/** The first step showing one of these errors, or null. */
export function firstStepWithError(values: DealFormValues, errors: FieldErrors<DealField>): StepId | null {
  return (
    STEP_IDS.find((step) => stepFields(step, values).some((field) => errors[field] !== undefined)) ?? null
  );
}
