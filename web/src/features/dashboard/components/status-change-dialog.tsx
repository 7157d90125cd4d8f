import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyDeal } from '#shared/deals/deal-api';
import {
  ALLOWED_TRANSITIONS,
  CANCEL_REASON_MAX_LENGTH,
  STATUS_COMMENTS_MAX_LENGTH,
  statusChangeSchema,
  type DealStatus,
  type StatusChange,
} from '#shared/deals/deal-status';
import { DealStatusBadge } from '../../../domain/deals/deal-status-badge';
import { Dialog } from '../../../components/dialog';
import { fieldAria, FieldMessage } from '../../../components/form/field-message';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { serverFieldErrors } from '../../../lib/form/field-errors';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { showToast } from '../../../lib/toast/toast-store';
import { offersToCloseOf, statusChangeFailureOf, type OffersToClose } from '../api/status-change-error';
import { useChangeDealStatus } from '../hooks/use-deal-mutations';
import { CloseOffersDialog } from './close-offers-dialog';
import { StatusHistory } from './status-history';

/** In screen order. */
const FIELDS = ['to', 'throughPlatform', 'cancelReason', 'comments'] as const;
const EMPTY = { to: '', throughPlatform: '', comments: '', cancelReason: '' };

/** Message keys of the shared schema (deal-status.ts), worded by this dialog. */
const FIELD_MESSAGES = {
  statusInvalid: 'statusDialog.errors.statusRequired',
  required: 'statusDialog.errors.throughPlatformRequired',
  cancelReasonRequired: 'statusDialog.errors.cancelReasonRequired',
  commentsTooLong: 'statusDialog.errors.tooLong',
  cancelReasonTooLong: 'statusDialog.errors.tooLong',
} as const;

/** The statuses a person may choose from here: the table's, without deleted (that is the Delete action). */
export function statusChoicesFrom(status: DealStatus): DealStatus[] {
  return ALLOWED_TRANSITIONS[status].filter((next) => next !== 'deleted');
}

/** The request body the answers make; a cancel reason is sent only for a cancel. */
function bodyOf(answers: { to: string; throughPlatform: string; comments: string; cancelReason: string }) {
  return {
    to: answers.to || undefined,
    throughPlatform: answers.throughPlatform === '' ? undefined : answers.throughPlatform === 'yes',
    comments: answers.comments.trim() || undefined,
    cancelReason: answers.to === 'canceled' ? answers.cancelReason.trim() || undefined : undefined,
  };
}

/**
 * The status change dialog (docs/requirements.md#r4-3, docs/requirements.md#r5-6, docs/requirements.md#r8-6):
 * the new status among those the transition table allows, whether it happened through the platform
 * (required), optional comments, and a reason when canceling, checked by the same schema as the server;
 * below, the listing's history.
 */
export function StatusChangeDialog({ deal, onClose }: { deal: MyDeal; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const choices = statusChoicesFrom(deal.status);
  const change = useChangeDealStatus(deal.dealId);
  const form = useSchemaForm({
    idPrefix: 'status',
    initial: EMPTY,
    fields: FIELDS,
    schema: statusChangeSchema,
    toBody: bodyOf,
    message: (key) =>
      key
        ? t(FIELD_MESSAGES[key as keyof typeof FIELD_MESSAGES] ?? 'statusDialog.errors.invalid')
        : undefined,
  });
  const set = (field: keyof typeof EMPTY) => (value: string) => {
    form.set(field, value);
    change.reset();
  };
  // A change off the market that would close offers waits for the seller's confirmation.
  const [toConfirm, setToConfirm] = useState<{ body: StatusChange; offers: OffersToClose } | null>(null);
  const serverFailure =
    change.isError && !toConfirm && Object.keys(serverFieldErrors(change.error, FIELDS)).length === 0
      ? statusChangeFailureOf(change.error)
      : null;

  const send = (body: StatusChange) =>
    change.mutate(body, {
      onSuccess: (updated) => {
        showToast({
          variant: 'success',
          title: 'toasts.dealStatusChanged.title',
          description: 'toasts.dealStatusChanged.description',
          values: { address: updated.streetAddress, status: tCommon(`dealStatus.${updated.status}`) },
        });
        onClose();
      },
      onError: (error) => {
        const offers = offersToCloseOf(error);
        if (offers) setToConfirm({ body, offers });
        else form.showServerErrors(error);
      },
    });
  const onSubmit = form.onSubmit(send);

  const answers = form.values;
  const toError = form.error('to');
  const platformError = form.error('throughPlatform');
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('statusDialog.title')}
      description={
        <p className="status-dialog__current">
          {deal.streetAddress} · {t('statusDialog.current')} <DealStatusBadge status={deal.status} />
        </p>
      }
      testId="status-change-dialog"
    >
      {choices.length === 0 ? (
        <div className="alert alert--info" data-testid="status-dialog-terminal">
          <p>{t('statusDialog.terminal', { status: tCommon(`dealStatus.${deal.status}`) })}</p>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <fieldset
            id={form.id('to')}
            tabIndex={-1}
            className="field checkbox-group"
            {...fieldAria(form.id('to'), toError)}
          >
            <legend>{t('statusDialog.newStatus')}</legend>
            {choices.map((status) => (
              <label key={status} className="checkbox">
                <input
                  type="radio"
                  name="status-to"
                  value={status}
                  checked={answers.to === status}
                  onChange={() => set('to')(status)}
                />
                {tCommon(`dealStatus.${status}`)}
              </label>
            ))}
            <FieldMessage id={form.id('to')} error={toError} />
          </fieldset>

          <fieldset
            id={form.id('throughPlatform')}
            tabIndex={-1}
            className="field checkbox-group"
            {...fieldAria(form.id('throughPlatform'), platformError)}
          >
            <legend>{t('statusDialog.throughPlatform')}</legend>
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className="checkbox">
                <input
                  type="radio"
                  name="status-through-platform"
                  value={answer}
                  checked={answers.throughPlatform === answer}
                  onChange={() => set('throughPlatform')(answer)}
                />
                {t(`statusDialog.${answer}`)}
              </label>
            ))}
            <FieldMessage id={form.id('throughPlatform')} error={platformError} />
          </fieldset>

          {answers.to === 'canceled' && (
            <TextAreaField
              {...form.fieldProps('cancelReason')}
              onChange={(event) => set('cancelReason')(event.target.value)}
              label={t('statusDialog.cancelReason')}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              required
              rows={3}
            />
          )}
          <TextAreaField
            {...form.fieldProps('comments')}
            onChange={(event) => set('comments')(event.target.value)}
            label={t('statusDialog.comments')}
            maxLength={STATUS_COMMENTS_MAX_LENGTH}
            rows={3}
          />

          <SaveErrorAlert
            testId="status-dialog-error"
            error={serverFailure}
            title={serverFailure ? t(`statusDialog.failures.${serverFailure}`) : ''}
            detail={null}
          />

          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={change.isPending}>
              {change.isPending ? tCommon('loading') : t('statusDialog.submit')}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('statusDialog.keepStatus')}
            </button>
          </div>
        </form>
      )}

      <StatusHistory dealId={deal.dealId} />
      {toConfirm && (
        <CloseOffersDialog
          offers={toConfirm.offers}
          pending={change.isPending}
          onConfirm={() => send({ ...toConfirm.body, confirmCloseOffers: true })}
          onBack={() => {
            setToConfirm(null);
            change.reset();
          }}
        />
      )}
    </Dialog>
  );
}
