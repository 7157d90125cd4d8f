import { useState, type FormEvent } from 'react';
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
import { TextAreaField } from '../../../components/form/text-area-field';
import { schemaFieldErrors, serverFieldErrors, type FieldErrors } from '../../../lib/form/field-errors';
import { showToast } from '../../../lib/toast/toast-store';
import { statusChangeFailureOf } from '../api/status-change-error';
import { useChangeDealStatus } from '../hooks/use-deal-mutations';
import { StatusHistory } from './status-history';

type Field = keyof StatusChange;
const FIELDS: readonly Field[] = ['to', 'throughPlatform', 'comments', 'cancelReason'];

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
 * The status change dialog (SPEC §4, §5, §8): the new status among those the transition table
 * allows, whether it happened through the platform (required), optional comments, and a reason
 * when canceling, checked by the same schema as the server; below, the listing's history.
 */
export function StatusChangeDialog({ deal, onClose }: { deal: MyDeal; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const choices = statusChoicesFrom(deal.status);
  const [answers, setAnswers] = useState({ to: '', throughPlatform: '', comments: '', cancelReason: '' });
  const [submitted, setSubmitted] = useState(false);
  const change = useChangeDealStatus(deal.dealId);
  const set = (field: keyof typeof answers) => (value: string) => {
    setAnswers((current) => ({ ...current, [field]: value }));
    change.reset();
  };

  const body = bodyOf(answers);
  const errors: FieldErrors<Field> = {
    ...serverFieldErrors(change.error, FIELDS),
    ...(submitted ? schemaFieldErrors<Field>(statusChangeSchema, body) : {}),
  };
  const message = (field: Field) => {
    const key = errors[field];
    if (!key) return undefined;
    return t(FIELD_MESSAGES[key as keyof typeof FIELD_MESSAGES] ?? 'statusDialog.errors.invalid');
  };
  const serverFailure =
    change.isError && Object.keys(serverFieldErrors(change.error, FIELDS)).length === 0
      ? statusChangeFailureOf(change.error)
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = statusChangeSchema.safeParse(body);
    if (!parsed.success) return;
    change.mutate(parsed.data, {
      onSuccess: (updated) => {
        showToast({
          variant: 'success',
          title: 'toasts.dealStatusChanged.title',
          description: 'toasts.dealStatusChanged.description',
          values: { address: updated.streetAddress, status: tCommon(`dealStatus.${updated.status}`) },
        });
        onClose();
      },
    });
  };

  const toError = message('to');
  const platformError = message('throughPlatform');
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
            className="field checkbox-group"
            aria-invalid={toError ? true : undefined}
            aria-describedby={toError ? 'status-to-error' : undefined}
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
            {toError && (
              <p id="status-to-error" className="field__error">
                {toError}
              </p>
            )}
          </fieldset>

          <fieldset
            className="field checkbox-group"
            aria-invalid={platformError ? true : undefined}
            aria-describedby={platformError ? 'status-platform-error' : undefined}
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
            {platformError && (
              <p id="status-platform-error" className="field__error">
                {platformError}
              </p>
            )}
          </fieldset>

          {answers.to === 'canceled' && (
            <TextAreaField
              id="status-cancel-reason"
              label={t('statusDialog.cancelReason')}
              value={answers.cancelReason}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              required
              rows={3}
              error={message('cancelReason')}
              onChange={(event) => set('cancelReason')(event.target.value)}
            />
          )}
          <TextAreaField
            id="status-comments"
            label={t('statusDialog.comments')}
            value={answers.comments}
            maxLength={STATUS_COMMENTS_MAX_LENGTH}
            rows={3}
            error={message('comments')}
            onChange={(event) => set('comments')(event.target.value)}
          />

          {serverFailure && (
            <div className="alert alert--error" role="alert" data-testid="status-dialog-error">
              <p className="alert__title">{t(`statusDialog.failures.${serverFailure}`)}</p>
            </div>
          )}

          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={change.isPending}>
              {change.isPending ? tCommon('loading') : t('statusDialog.submit')}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('statusDialog.cancel')}
            </button>
          </div>
        </form>
      )}

      <StatusHistory dealId={deal.dealId} />
    </Dialog>
  );
}
