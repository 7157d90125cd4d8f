import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyDeal } from '#shared/deals/deal-api';
import { Dialog } from '../../../components/dialog';
import { showToast } from '../../../lib/toast/toast-store';
import { offersToCloseOf, type OffersToClose } from '../api/status-change-error';
import { useDeleteDeal } from '../hooks/use-deal-mutations';
import { CloseOffersDialog } from './close-offers-dialog';

/**
 * Confirms a soft delete (docs/requirements.md#r4-3): the listing disappears for everyone but admins, its
 * data is kept. When it has open offers the server asks first, and a second dialog says what closes
 * (docs/requirements.md#r4-9). Focus starts on Cancel, the safe choice.
 */
export function DeleteDealDialog({
  deal,
  onClose,
  fallbackFocusRef,
}: {
  deal: MyDeal;
  onClose: () => void;
  /** Where focus goes after the delete, since the row and its Delete button are gone. */
  fallbackFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteDeal(deal.dealId);
  const [offersToClose, setOffersToClose] = useState<OffersToClose | null>(null);

  const send = (confirmCloseOffers: boolean) =>
    remove.mutate(
      { confirmCloseOffers },
      {
        onSuccess: () => {
          showToast({
            variant: 'success',
            title: 'toasts.dealDeleted.title',
            description: 'toasts.dealDeleted.description',
            values: { address: deal.streetAddress },
          });
          onClose();
        },
        onError: (error) => setOffersToClose(offersToCloseOf(error)),
      },
    );
  const askedToConfirm = offersToClose !== null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('deleteDialog.title')}
      description={<p>{t('deleteDialog.body', { address: deal.streetAddress })}</p>}
      initialFocusRef={cancelRef}
      fallbackFocusRef={fallbackFocusRef}
      testId="delete-deal-dialog"
    >
      {remove.isError && !askedToConfirm && (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{t('deleteDialog.failed')}</p>
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => send(false)}
        >
          {remove.isPending ? tCommon('loading') : t('deleteDialog.confirm')}
        </button>
        <button ref={cancelRef} type="button" className="button button--ghost" onClick={onClose}>
          {t('deleteDialog.cancel')}
        </button>
      </div>
      {offersToClose && (
        <CloseOffersDialog
          offers={offersToClose}
          pending={remove.isPending}
          onConfirm={() => send(true)}
          onBack={() => {
            setOffersToClose(null);
            remove.reset();
          }}
        />
      )}
    </Dialog>
  );
}
