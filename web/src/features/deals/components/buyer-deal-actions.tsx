import { lazy, Suspense, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealDetail } from '#shared/deals/deal-api';
import { hasRole } from '#shared/users/roles';
import { SessionContext } from '../../../lib/session/session-context';
import { dealFlowErrorKey } from '../../../domain/offers/deal-flow-error';
import { useInterestToggle, type OfferSent } from '../api/deal-flow-mutations';
import { formatAddress } from '../format';
import { NotInterestedControl } from './not-interested-control';

// The form and its dialog load when a buyer opens it, not with the listing.
const OfferDialog = lazy(() => import('./offer-dialog'));
const CallRequestDialog = lazy(() => import('./call-request-dialog'));

/** Whether the signed-in user is a buyer (the only role that may request a call). */
function useIsBuyer(): boolean {
  const session = useContext(SessionContext);
  return session?.state.status === 'authenticated' && hasRole(session.state.user, 'buyer');
}

/**
 * What a buyer can do on a listing that takes offers: express (or withdraw) interest, with the
 * number of interested buyers, and make an offer. After an offer, a notice says it was sent, or
 * (docs/requirements.md#r8-5) warns that it was sent but the page could not be refreshed. A buyer on a
 * listing whose seller has no booking link may "Request a call" instead of scheduling one, and a
 * buyer may say they are not interested in it.
 */
export function BuyerDealActions({ detail }: { detail: DealDetail }) {
  const { t } = useTranslation('offers');
  const { deal, viewer } = detail;
  const address = formatAddress(deal);
  const interest = useInterestToggle(deal.dealId);
  const interested = viewer.isInterested ?? false;
  const [offerOpen, setOfferOpen] = useState(false);
  const [sent, setSent] = useState<OfferSent | null>(null);
  const isBuyer = useIsBuyer();
  const canRequestCall = isBuyer && !detail.seller.callBookingLink;
  const [callOpen, setCallOpen] = useState(false);
  const [callSent, setCallSent] = useState(false);

  const onSent = (outcome: OfferSent) => {
    setOfferOpen(false);
    setSent(outcome);
  };

  return (
    <div className="stack" data-testid="buyer-deal-actions">
      <div className="button-row">
        <button
          type="button"
          className={`button ${interested ? 'button--ghost' : 'button--primary'}`}
          aria-pressed={interested}
          disabled={interest.isPending}
          onClick={() => interest.mutate(!interested)}
        >
          {interested && <span aria-hidden="true">✓ </span>}
          {interested ? t('interest.interested') : t('interest.express')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setSent(null);
            setOfferOpen(true);
          }}
        >
          {t('form.open')}
        </button>
        {canRequestCall && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setCallSent(false);
              setCallOpen(true);
            }}
          >
            {t('callRequest.open')}
          </button>
        )}
      </div>
      <p className="muted" data-testid="interest-count" aria-live="polite">
        {t('interest.count', { count: deal.interestCount })}
      </p>
      {interest.isError && (
        <div className="alert alert--error" role="alert">
          <p>{t('interest.failed', { reason: t(dealFlowErrorKey(interest.error)) })}</p>
        </div>
      )}
      {sent === 'refreshed' && (
        <div className="alert alert--success" role="status" data-testid="offer-sent">
          <p>{t('form.sent')}</p>
        </div>
      )}
      {sent === 'refreshFailed' && (
        <div className="alert alert--warning" role="status" data-testid="offer-sent-warning">
          <p>{t('form.sentRefreshFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            {t('form.reload')}
          </button>
        </div>
      )}
      {isBuyer && (
        <NotInterestedControl dealId={deal.dealId} notInterested={viewer.isNotInterested ?? false} />
      )}
      {callSent && (
        <div className="alert alert--success" role="status" data-testid="call-request-sent">
          <p>{t('callRequest.sent')}</p>
        </div>
      )}
      {callOpen && (
        <Suspense fallback={null}>
          <CallRequestDialog
            dealId={deal.dealId}
            address={address}
            onClose={() => setCallOpen(false)}
            onSent={() => {
              setCallOpen(false);
              setCallSent(true);
            }}
          />
        </Suspense>
      )}
      {offerOpen && (
        <Suspense fallback={null}>
          <OfferDialog
            dealId={deal.dealId}
            dealCategory={deal.dealCategory}
            address={address}
            onClose={() => setOfferOpen(false)}
            onSent={onSent}
          />
        </Suspense>
      )}
    </div>
  );
}
