/**
 * The listing form: the app's one form state (`useSchemaForm`) on the shared listing schema, plus
 * the current step. Next checks the step's own fields; the final submit checks the whole listing
 * and, like a refused save, opens the first step holding an error. Focus goes to the first invalid
 * field when errors appear, and to the step's heading on a step change.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ALWAYS_REQUIRED_FIELDS, dealInputSchema, requiredFinanceFields } from '#shared/deals/deal-schema';
import type { FieldErrors } from '../../../lib/form/field-errors';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import {
  EMPTY_DEAL_FORM_VALUES,
  toDealBody,
  type DealField,
  type DealFormValues,
} from '../form/deal-form-values';
import { appendPhoto } from '../form/photo-order';
import { firstStepWithError, STEP_IDS, stepFields, submitErrors, type StepId } from '../form/deal-steps';
import { useFieldMessage } from './use-field-message';

/** Fields every listing needs; the finance ones depend on the type (requiredFinanceFields). */
const ALWAYS_REQUIRED = new Set<DealField>(ALWAYS_REQUIRED_FIELDS);
export const DEAL_FIELDS = Object.keys(EMPTY_DEAL_FORM_VALUES) as DealField[];

export function useDealForm({
  initial,
  initialStep = 'address',
  mode,
  formRef,
}: {
  initial: DealFormValues;
  initialStep?: StepId;
  mode: 'create' | 'edit';
  /** The form element, whose step heading gets focus after a step change. */
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const form = useSchemaForm({
    idPrefix: 'deal',
    // The cover is chosen among the photos; its error shows with theirs.
    ids: { coverPhotoIndex: 'deal-photos' },
    initial,
    fields: DEAL_FIELDS,
    schema: dealInputSchema,
    toBody: (values: DealFormValues) => toDealBody(values, mode),
    findErrors: submitErrors,
    message: useFieldMessage(),
  });
  const { values, update } = form;
  const [step, setStep] = useState<StepId>(initialStep);
  /** Set by a step change the seller asked for, whose heading then gets focus. */
  const headingFocus = useRef(false);
  const body = useMemo(() => toDealBody(values, mode), [values, mode]);
  const stepIndex = STEP_IDS.indexOf(step);

  useEffect(() => {
    if (!headingFocus.current) return;
    headingFocus.current = false;
    formRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step, formRef]);

  /** Adds an uploaded photo to the photos of that moment (uploads end in any order). */
  const addPhoto = useCallback((key: string) => update((current) => appendPhoto(current, key)), [update]);

  const isRequired = (field: DealField): boolean =>
    ALWAYS_REQUIRED.has(field) ||
    (field === 'purchaseType' && values.dealCategory === 'creative') ||
    (field === 'lotSizeUnit' && values.lotSize.trim() !== '') ||
    (field === 'monthlyCreditAmount' && values.monthlyPaymentCredited === 'yes') ||
    requiredFinanceFields({
      dealCategory: values.dealCategory === 'creative' ? 'creative' : 'cash',
      purchaseType: (values.purchaseType || undefined) as never,
    }).includes(field as never);

  const goTo = (target: StepId) => {
    headingFocus.current = true;
    setStep(target);
  };

  /** Moves on when the step is valid; otherwise shows its errors and focuses the first one. */
  const next = () => {
    if (!form.check(stepFields(step, values))) return;
    const following = STEP_IDS[stepIndex + 1];
    if (following) goTo(following);
  };

  const back = () => {
    const previous = STEP_IDS[stepIndex - 1];
    if (previous) goTo(previous);
  };

  /** Opens the first step holding one of these errors (its fields get focus from the check). */
  const openFirstStepWith = (found: FieldErrors<DealField>) => {
    const target = firstStepWithError(values, found);
    if (target) setStep(target);
  };

  /** Answers the body when the whole listing is valid; else shows every error and answers null. */
  const validateAll = () => {
    const body = form.submit();
    if (body === null) openFirstStepWith(form.errors);
    return body;
  };

  /** Shows the server's field errors (a refused save) where the fields are, with every other error. */
  const showServerErrors = (found: FieldErrors<DealField>) => {
    form.setServerErrors(found);
    if (Object.keys(found).length === 0) return;
    openFirstStepWith(found);
    form.check();
  };

  /** Starts over from these values (a discarded draft). */
  const reset = (next: DealFormValues) => {
    form.reset(next);
    setStep('address');
  };

  return {
    ...form,
    step,
    stepIndex,
    body,
    addPhoto,
    isRequired,
    next,
    back,
    goTo,
    validateAll,
    showServerErrors,
    reset,
  };
}

export type DealForm = ReturnType<typeof useDealForm>;
