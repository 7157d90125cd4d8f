import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CALL_REQUEST_MESSAGE_MAX_LENGTH,
  CALL_REQUEST_TIMES_MAX_LENGTH,
  callRequestInputSchema,
} from '#shared/offers/call-request';
import { Dialog } from '../../../components/dialog';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useRequestCall } from '../api/deal-flow-mutations';
import { DealFlowFormActions } from './deal-flow-form-actions';

const FIELDS = ['preferredTimes', 'message'] as const;
type CallRequestField = (typeof FIELDS)[number];
type CallRequestValues = Record<CallRequestField, string>;

const INITIAL: CallRequestValues = { preferredTimes: '', message: '' };
const LIMITS = { max: CALL_REQUEST_MESSAGE_MAX_LENGTH, timesMax: CALL_REQUEST_TIMES_MAX_LENGTH };

/** The body: an empty field is left out (both are optional). */
const toBody = (values: CallRequestValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

export interface CallRequestDialogProps {
  dealId: string;
  address: string;
  onClose: () => void;
  /** The seller was e-mailed; the dialog is done. */
  onSent: () => void;
}

/**
 * "Request a call" (docs/requirements.md#r2-4 schedule call), for a listing whose seller has no booking
 * link: optional preferred times and message, checked by the shared schema; the seller gets the
 * buyer's name, e-mail and phone by e-mail. Loaded only when a buyer opens it.
 */
export default function CallRequestDialog({ dealId, address, onClose, onSent }: CallRequestDialogProps) {
  const { t } = useTranslation('offers');
  const form = useSchemaForm({
    idPrefix: 'call-request',
    initial: INITIAL,
    fields: FIELDS,
    schema: callRequestInputSchema,
    toBody,
    message: useFieldMessage('offers', LIMITS),
  });
  const send = useRequestCall(dealId);

  /** The field's props; a change also clears the alert of a refused submit. */
  const field = (name: CallRequestField) => {
    const props = form.fieldProps(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        if (send.isError) send.reset();
        props.onChange(event);
      },
    };
  };

  const onSubmit = form.onSubmit((body) => {
    if (send.isPending) return;
    send.mutate(body, { onSuccess: onSent, onError: form.showServerErrors });
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('callRequest.title')}
      description={
        <>
          <p>{address}</p>
          <p className="muted">{t('callRequest.description')}</p>
        </>
      }
      testId="call-request-dialog"
    >
      <form className="stack" noValidate onSubmit={onSubmit} aria-label={t('callRequest.title')}>
        <TextField
          label={t('callRequest.preferredTimes')}
          placeholder={t('callRequest.preferredTimesPlaceholder')}
          maxLength={CALL_REQUEST_TIMES_MAX_LENGTH}
          {...field('preferredTimes')}
        />
        <TextAreaField
          label={t('callRequest.message')}
          rows={4}
          maxLength={CALL_REQUEST_MESSAGE_MAX_LENGTH}
          {...field('message')}
          counterLabel={(used, max) => t('form.counter', { used, max })}
        />
        <DealFlowFormActions
          errorTestId="call-request-error"
          error={send.error}
          failedKey="callRequest.failed"
          submitKey="callRequest.submit"
          pending={send.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
