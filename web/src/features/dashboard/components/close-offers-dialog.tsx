import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import type { OffersToClose } from '../api/status-change-error';

/**
 * Asks the seller to confirm what taking a listing off the market does (docs/requirements.md#r4-9):
 * how many open offers close, whether the accepted one closes too, and that their buyers are told.
 * Focus starts on Back, the safe choice.
 */
export function CloseOffersDialog({
  offers,
  pending,
  onConfirm,
  onBack,
}: {
  offers: OffersToClose;
  /** The confirmed change is being sent. */
  pending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onBack}
      title={t('closeOffersDialog.title')}
      description={<p>{t('closeOffersDialog.intro')}</p>}
      initialFocusRef={backRef}
      testId="close-offers-dialog"
    >
      <ul>
        {offers.openOffers > 0 && <li>{t('closeOffersDialog.openOffers', { count: offers.openOffers })}</li>}
        {offers.acceptedOffer && <li>{t('closeOffersDialog.acceptedOffer')}</li>}
        <li>{t('closeOffersDialog.buyersTold')}</li>
      </ul>
      <div className="button-row">
        <button type="button" className="button button--danger" disabled={pending} onClick={onConfirm}>
          {pending ? tCommon('loading') : t('closeOffersDialog.confirm')}
        </button>
        <button ref={backRef} type="button" className="button button--ghost" onClick={onBack}>
          {t('closeOffersDialog.back')}
        </button>
      </div>
    </Dialog>
  );
}
