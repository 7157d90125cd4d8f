import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { dealFlowErrorKey } from '../../../domain/offers/deal-flow-error';

type OffersKey = ParseKeys<'offers'>;

export interface DealFlowFormActionsProps {
  /** Test id of the alert that says why the send failed. */
  errorTestId: string;
  /** The send's error, if it failed. */
  error: unknown;
  /** The `offers` key of the failure title; it receives the translated reason as `reason`. */
  failedKey: OffersKey;
  /** The `offers` key of the send button's label. */
  submitKey: OffersKey;
  pending: boolean;
  onCancel: () => void;
}

/** The end of a buyer's deal-flow dialog (an offer, a call request): why a send failed, then send and cancel. */
export function DealFlowFormActions({
  errorTestId,
  error,
  failedKey,
  submitKey,
  pending,
  onCancel,
}: DealFlowFormActionsProps) {
  const { t } = useTranslation('offers');
  return (
    <>
      <SaveErrorAlert
        testId={errorTestId}
        error={error}
        title={t(failedKey, { reason: t(dealFlowErrorKey(error)) })}
        detail={null}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('form.submitting') : t(submitKey)}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </>
  );
}
