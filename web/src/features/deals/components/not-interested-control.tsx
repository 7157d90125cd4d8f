import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NOT_INTERESTED_QUERY } from '#shared/buyer-matches/buyer-match-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { dealFlowErrorKey } from '../../../domain/offers/deal-flow-error';
import { useNotInterestedToggle } from '../api/not-interested';

/**
 * A buyer's "Not interested" on a listing: the button, or once said, what it does and "Undo". Opened
 * from an e-mail's link (`?notInterested=1`), it first asks a buyer who has not said so yet; the
 * parameter leaves the address either way, so a reload does not ask again.
 */
export function NotInterestedControl({ dealId, notInterested }: { dealId: string; notInterested: boolean }) {
  const { t } = useTranslation('offers');
  const toggle = useNotInterestedToggle(dealId);
  const [searchParams, setSearchParams] = useSearchParams();
  const fromEmail = searchParams.get(NOT_INTERESTED_QUERY) === '1';
  // The listing is known when this renders: the link asks only a buyer who has not said so yet.
  const [confirming, setConfirming] = useState(() => fromEmail && !notInterested);

  useEffect(() => {
    if (!fromEmail) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NOT_INTERESTED_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [fromEmail, setSearchParams]);

  const failureText = toggle.isError
    ? t('notInterested.failed', { reason: t(dealFlowErrorKey(toggle.error)) })
    : null;

  return (
    <div className="stack" data-testid="not-interested">
      {notInterested ? (
        <div className="alert alert--info" role="status">
          <p>{t('notInterested.said')}</p>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(false)}
          >
            {t('notInterested.undo')}
          </button>
        </div>
      ) : (
        <div className="button-row">
          <button
            type="button"
            className="button button--ghost"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(true)}
          >
            {t('notInterested.action')}
          </button>
        </div>
      )}
      {!confirming && failureText && (
        <div className="alert alert--error" role="alert">
          <p>{failureText}</p>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('notInterested.confirmTitle')}
          description={<p>{t('notInterested.confirmDescription')}</p>}
          confirmLabel={t('notInterested.action')}
          pendingLabel={t('notInterested.saving')}
          cancelLabel={t('notInterested.cancel')}
          isPending={toggle.isPending}
          error={failureText}
          onConfirm={() => toggle.mutate(true, { onSuccess: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
          testId="not-interested-dialog"
        />
      )}
    </div>
  );
}
