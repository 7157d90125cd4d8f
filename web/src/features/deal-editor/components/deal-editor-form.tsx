import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DealInput } from '#shared/deals/deal-schema';
import { serverFieldErrors } from '../../../lib/form/field-errors';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';
import { saveDeal } from '../api/deal-editor-api';
import type { DealFormValues } from '../form/deal-form-values';
import { STEP_IDS, type StepId } from '../form/deal-steps';
import { readDealDraft, useDealDraft } from '../hooks/use-deal-draft';
import { DEAL_FIELDS, useDealForm, type DealForm } from '../hooks/use-deal-form';
import { usePhotoUploads, type PhotoUploads } from '../hooks/use-photo-uploads';
import { AddressStep } from './address-step';
import { DescriptionStep } from './description-step';
import { FinanceStep } from './finance-step';
import { LegalStep } from './legal-step';
import { PhotosStep } from './photos-step';
import { PropertyStep } from './property-step';
import { DealSaveErrorAlert } from './deal-save-error-alert';
import { StepIndicator } from './step-indicator';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';
import { paths } from '../../../lib/paths/paths';

const editorToastKey = (key: string) => `deal-editor:${key}` as CommonTranslationKey;

export interface DealEditorFormProps {
  /** The listing being edited; none when creating. */
  dealId?: string;
  /** The values to start from (and to go back to when a draft is discarded). */
  initial: DealFormValues;
  /** Where this user's draft of this listing is kept. */
  draftKey: string;
}

/**
 * The stepped listing form (docs/requirements.md#r2-5): one step at a time, each checked before the next, a
 * draft kept as the seller types, and a save that lands on the listing or says why it could not.
 */
export function DealEditorForm({ dealId, initial, draftKey }: DealEditorFormProps) {
  const { t } = useTranslation('deal-editor');
  const mode = dealId === undefined ? 'create' : 'edit';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [restored] = useState(() => readDealDraft(draftKey));
  const [showRestored, setShowRestored] = useState(restored !== null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useDealForm({
    initial: restored?.values ?? initial,
    initialStep: restored?.step,
    mode,
    formRef,
  });
  const unchanged = JSON.stringify(form.values) === JSON.stringify(initial);
  const draft = useDealDraft(draftKey, { values: form.values, step: form.step }, unchanged);
  const uploads = usePhotoUploads({
    photoCount: form.values.photos.length,
    onUploaded: form.addPhoto,
  });

  const save = useMutation({
    mutationFn: (body: DealInput) => saveDeal(dealId, body),
    onSuccess: async (deal) => {
      draft.clear();
      showToast({
        variant: 'success',
        title: editorToastKey(mode === 'create' ? 'toasts.created' : 'toasts.updated'),
      });
      await queryClient.invalidateQueries({ queryKey: dealQueryKeys.all });
      void navigate(paths.dealDetail(deal.dealId));
    },
    onError: (error) => form.showServerErrors(serverFieldErrors(error, DEAL_FIELDS)),
  });

  const isLast = form.step === STEP_IDS[STEP_IDS.length - 1];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLast) {
      form.next();
      return;
    }
    const body = form.validateAll();
    if (body) save.mutate(body);
  };
  const discardDraft = () => {
    draft.discard();
    form.reset(initial);
    setShowRestored(false);
  };

  return (
    <>
      {showRestored && (
        <div className="alert alert--info deal-editor__draft" role="status" data-testid="draft-restored">
          <p className="alert__title">{t('draft.restoredTitle')}</p>
          <p>{t('draft.restoredBody')}</p>
          <div className="button-row">
            <button type="button" className="button button--small" onClick={discardDraft}>
              {t('draft.discard')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setShowRestored(false)}
            >
              {t('draft.keep')}
            </button>
          </div>
        </div>
      )}
      <StepIndicator current={form.step} onGoTo={form.goTo} />
      <form
        ref={formRef}
        className="form card deal-editor__form"
        noValidate
        onSubmit={onSubmit}
        data-testid="deal-form"
      >
        <fieldset className="deal-editor__step">
          <legend className="visually-hidden">{t(`steps.${form.step}` as 'steps.address')}</legend>
          <h2 id="deal-step-heading" tabIndex={-1} data-step-heading>
            {t('steps.heading', {
              number: form.stepIndex + 1,
              total: STEP_IDS.length,
              name: t(`steps.${form.step}` as 'steps.address'),
            })}
          </h2>
          <CurrentStep step={form.step} form={form} mode={mode} uploads={uploads} />
        </fieldset>
        <DealSaveErrorAlert error={save.error} />
        {isLast && uploads.isUploading && <p className="field__hint">{t('photos.waitForUploads')}</p>}
        <div className="button-row deal-editor__actions">
          {form.stepIndex > 0 && (
            <button type="button" className="button" onClick={form.back}>
              {t('form.back')}
            </button>
          )}
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending || (isLast && uploads.isUploading)}
          >
            {!isLast
              ? t('form.next')
              : save.isPending
                ? t('form.saving')
                : t(mode === 'create' ? 'form.create' : 'form.update')}
          </button>
        </div>
      </form>
    </>
  );
}

function CurrentStep({
  step,
  form,
  mode,
  uploads,
}: {
  step: StepId;
  form: DealForm;
  mode: 'create' | 'edit';
  uploads: PhotoUploads;
}) {
  switch (step) {
    case 'address':
      return <AddressStep form={form} />;
    case 'property':
      return <PropertyStep form={form} />;
    case 'finance':
      return <FinanceStep form={form} />;
    case 'photos':
      return <PhotosStep form={form} uploads={uploads} />;
    case 'description':
      return <DescriptionStep form={form} />;
    case 'legal':
      return <LegalStep form={form} mode={mode} />;
  }
}
