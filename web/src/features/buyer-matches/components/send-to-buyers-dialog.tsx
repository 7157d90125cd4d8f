import { useTranslation } from 'react-i18next';
import {
  DEAL_BUYERS_NOTE_MAX_LENGTH,
  OUTREACH_MAX_PER_BUYER,
  OUTREACH_WINDOW_DAYS,
  sendToBuyersInputSchema,
  type RankedBuyer,
  type SendToBuyersResult,
} from '#shared/buyer-matches/buyer-match-api';
import { Dialog } from '../../../components/dialog';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { dealFlowErrorKey } from '../../../domain/offers/deal-flow-error';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useSendToBuyers } from '../api/deal-buyers-api';

const FIELDS = ['note'] as const;
const LIMITS = { noteMax: DEAL_BUYERS_NOTE_MAX_LENGTH };

export interface SendToBuyersDialogProps {
  dealId: string;
  address: string;
  /** The chosen buyers, best first. */
  recipients: readonly RankedBuyer[];
  onClose: () => void;
  /** The API answered who was e-mailed and who was skipped; the dialog is done. */
  onSent: (result: SendToBuyersResult) => void;
}

/**
 * "Send" to the chosen buyers: who gets it, what the e-mail is and its limits (per buyer per week,
 * never to one not interested), an optional note checked by the shared schema, then Send. A refusal
 * (rate limit, the listing no longer taking offers…) is explained in the dialog, which stays open.
 */
export default function SendToBuyersDialog({
  dealId,
  address,
  recipients,
  onClose,
  onSent,
}: SendToBuyersDialogProps) {
  const { t } = useTranslation('deal-offers');
  const { t: tOffers } = useTranslation('offers');
  const send = useSendToBuyers(dealId);
  const form = useSchemaForm({
    idPrefix: 'send-to-buyers',
    initial: { note: '' },
    fields: FIELDS,
    schema: sendToBuyersInputSchema,
    toBody: ({ note }) => ({
      buyerIds: recipients.map((buyer) => buyer.userId),
      ...(note.trim() ? { note } : {}),
    }),
    message: useFieldMessage('deal-offers', LIMITS),
  });
  const onSubmit = form.onSubmit((body) => {
    if (send.isPending) return;
    send.mutate(body, { onSuccess: onSent, onError: form.showServerErrors });
  });
  const title = t('buyers.send.title', { count: recipients.length });

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={
        <p className="muted">
          {t('buyers.send.description', {
            address,
            max: OUTREACH_MAX_PER_BUYER,
            days: OUTREACH_WINDOW_DAYS,
          })}
        </p>
      }
      closeBlockedReason={send.isPending ? t('buyers.send.submitting') : ''}
      testId="send-to-buyers-dialog"
    >
      <form className="stack" noValidate onSubmit={onSubmit} aria-label={title}>
        <div>
          <p className="send-to-buyers__recipients-heading" id="send-to-buyers-recipients">
            {t('buyers.send.recipients')}
          </p>
          <ul aria-labelledby="send-to-buyers-recipients" className="tag-list">
            {recipients.map((buyer) => (
              <li key={buyer.userId} className="tag">
                {buyer.displayName}
              </li>
            ))}
          </ul>
        </div>
        <TextAreaField
          label={t('buyers.send.note')}
          rows={4}
          maxLength={DEAL_BUYERS_NOTE_MAX_LENGTH}
          {...form.fieldProps('note')}
          counterLabel={(used, max) => t('buyers.send.counter', { used, max })}
        />
        <SaveErrorAlert
          testId="send-to-buyers-error"
          error={send.error}
          title={t('buyers.send.failed', { reason: tOffers(dealFlowErrorKey(send.error)) })}
          detail={null}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? t('buyers.send.submitting') : t('buyers.send.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={send.isPending}>
            {t('buyers.send.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
