/**
 * The listing form's state: values, the current step, which errors show, and moving between steps.
 * A step's errors show once the seller tried to leave it (Next) or left one of its fields; the
 * server's field errors show until the field changes. Whenever errors appear on a Next or a submit,
 * focus goes to the first invalid field; on a step change, to the step's heading.
 */
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { ALWAYS_REQUIRED_FIELDS, requiredFinanceFields } from '#shared/deals/deal-schema';
import type { FieldErrors } from '../../../lib/form/field-errors';
import { toDealBody, type DealField, type DealFormValues } from '../form/deal-form-values';
import { appendPhoto } from '../form/photo-order';
import { firstStepWithError, STEP_IDS, stepErrors, submitErrors, type StepId } from '../form/deal-steps';

/** Fields every listing needs; the finance ones depend on the type (requiredFinanceFields). */
const ALWAYS_REQUIRED = new Set<DealField>(ALWAYS_REQUIRED_FIELDS);

type FocusTarget = 'invalid' | 'heading' | null;

export function useDealForm({
  initial,
  initialStep = 'address',
  mode,
  formRef,
}: {
  initial: DealFormValues;
  initialStep?: StepId;
  mode: 'create' | 'edit';
  /** The form element, where focus is moved after a step change or an error. */
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const [values, setValues] = useState<DealFormValues>(initial);
  const [step, setStep] = useState<StepId>(initialStep);
  const [attempted, setAttempted] = useState<ReadonlySet<StepId>>(new Set());
  const [touched, setTouched] = useState<Partial<Record<DealField, true>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<DealField>>({});
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);

  const body = useMemo(() => toDealBody(values, mode), [values, mode]);
  const errors = useMemo(() => stepErrors(step, values, body), [step, values, body]);
  const stepIndex = STEP_IDS.indexOf(step);

  useEffect(() => {
    if (!focusTarget || !formRef.current) return;
    setFocusTarget(null);
    const form = formRef.current;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      focusTarget === 'invalid' && invalid
        ? invalid.matches('input, select, textarea')
          ? invalid
          : invalid.querySelector<HTMLElement>('input, select, textarea')
        : form.querySelector<HTMLElement>('[data-step-heading]');
    target?.focus();
  }, [focusTarget, formRef]);

  const set = useCallback(<K extends DealField>(field: K, value: DealFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  /** Changes several fields from the latest values (for changes that may land together). */
  const update = useCallback((change: (current: DealFormValues) => Partial<DealFormValues>) => {
    setValues((current) => ({ ...current, ...change(current) }));
  }, []);
  /** Adds an uploaded photo to the photos of that moment (uploads end in any order). */
  const addPhoto = useCallback((key: string) => update((current) => appendPhoto(current, key)), [update]);
  const touch = useCallback(
    (field: DealField) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    [],
  );

  /** The field's error key (`validation.<key>`) when it should show, else undefined. */
  const visibleError = (field: DealField): string | undefined =>
    serverErrors[field] ?? (attempted.has(step) || touched[field] ? errors[field] : undefined);

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
    setStep(target);
    setFocusTarget('heading');
  };

  /** Moves on when the step is valid; otherwise shows its errors and focuses the first one. */
  const next = () => {
    setAttempted((current) => new Set(current).add(step));
    if (Object.values(errors).some(Boolean)) {
      setFocusTarget('invalid');
      return;
    }
    const following = STEP_IDS[stepIndex + 1];
    if (following) goTo(following);
  };

  const back = () => {
    const previous = STEP_IDS[stepIndex - 1];
    if (previous) goTo(previous);
  };

  /** Shows every error of the whole listing at the first step holding one. */
  const showErrors = (found: FieldErrors<DealField>) => {
    setAttempted(new Set(STEP_IDS));
    const target = firstStepWithError(values, found);
    if (target) setStep(target);
    setFocusTarget('invalid');
  };

  /** Answers the body when the whole listing is valid; else shows the errors and answers null. */
  const validateAll = (): Record<string, unknown> | null => {
    const found = submitErrors(body);
    if (Object.keys(found).length === 0) return body;
    showErrors(found);
    return null;
  };

  /** Shows the server's field errors (a refused save) where the fields are. */
  const showServerErrors = (found: FieldErrors<DealField>) => {
    setServerErrors(found);
    if (Object.keys(found).length > 0) showErrors(found);
  };

  /** Starts over from these values (a discarded draft). */
  const reset = (next: DealFormValues) => {
    setValues(next);
    setStep('address');
    setAttempted(new Set());
    setTouched({});
    setServerErrors({});
  };

  return {
    values,
    step,
    stepIndex,
    body,
    set,
    update,
    addPhoto,
    touch,
    visibleError,
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
