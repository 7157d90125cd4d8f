import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyOffer } from '#shared/offers/offer-schema';
import { canWithdrawOffer } from '#shared/offers/offer-rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { OfferStatusBadge } from '../../../domain/offers/offer-status-badge';
import { dealFlowErrorKey } from '../../../domain/offers/deal-flow-error';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { formatDate } from '../../../lib/i18n/format-date';
import { useMyOffers, useWithdrawOffer } from '../hooks/use-my-deal-flow';
import { DealFlowDealLink } from './deal-flow-deal-link';
import { PagedListState } from '../../../components/paged-list-state';

/** A calendar day (YYYY-MM-DD) read at noon, so no time zone moves it to the day before. */
const calendarDay = (day: string, language: string) => formatDate(`${day}T12:00:00`, language);

/** "My offers" on the buying dashboard: each offer with its status; a pending one can be withdrawn. */
export function MyOffers() {
  const { t } = useTranslation('offers');
  const offers = useMyOffers();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [withdrawing, setWithdrawing] = useState<MyOffer | null>(null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const items = offers.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <article className="card stack" aria-labelledby="my-offers-heading" data-testid="my-offers">
      <h2 id="my-offers-heading" ref={headingRef} tabIndex={-1}>
        {t('mine.offersHeading')}
      </h2>
      {withdrawn && (
        <div className="alert alert--success" role="status">
          <p>{t('mine.withdrawn', { address: withdrawn })}</p>
        </div>
      )}
      <PagedListState
        query={offers}
        count={items.length}
        emptyText={t('mine.offersEmpty')}
        failedText={t('mine.offersFailed')}
      >
        <ul className="deal-flow-list">
          {items.map((offer) => (
            <MyOfferRow
              key={offer.offerId}
              offer={offer}
              onWithdraw={() => {
                setWithdrawn(null);
                setWithdrawing(offer);
              }}
            />
          ))}
        </ul>
      </PagedListState>
      {withdrawing && (
        <WithdrawOfferDialog
          offer={withdrawing}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={() => {
            setWithdrawn(withdrawing.deal.streetAddress);
            setWithdrawing(null);
          }}
          fallbackFocusRef={headingRef}
        />
      )}
    </article>
  );
}

function MyOfferRow({ offer, onWithdraw }: { offer: MyOffer; onWithdraw: () => void }) {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const amount = offer.offerType === 'cash' ? offer.purchasePrice : offer.entryFee;
  return (
    <li className="deal-flow-row" data-testid="my-offer-row" data-offer-id={offer.offerId}>
      <DealFlowDealLink deal={offer.deal} />
      <div className="deal-flow-row__facts">
        <span>
          {t(`offerType.${offer.offerType}`)}
          {amount !== null && ` · ${formatCurrency(amount, language)}`}
        </span>
        <span className="muted">
          {t('mine.closeOn', { date: calendarDay(offer.closeOfEscrowDate, language) })}
        </span>
        <span className="muted">
          {t('mine.submittedOn', { date: formatDate(offer.submittedAt, language) })}
        </span>
      </div>
      <div className="deal-flow-row__status">
        <OfferStatusBadge status={offer.status} />
        {canWithdrawOffer(offer.status) && (
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={t('mine.withdrawLabel', { address: offer.deal.streetAddress })}
            onClick={onWithdraw}
          >
            {t('mine.withdraw')}
          </button>
        )}
      </div>
    </li>
  );
}

function WithdrawOfferDialog({
  offer,
  onClose,
  onWithdrawn,
  fallbackFocusRef,
}: {
  offer: MyOffer;
  onClose: () => void;
  onWithdrawn: () => void;
  fallbackFocusRef: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('offers');
  const withdraw = useWithdrawOffer();
  return (
    <ConfirmDialog
      title={t('mine.withdrawTitle')}
      description={<p>{t('mine.withdrawDescription', { address: offer.deal.streetAddress })}</p>}
      confirmLabel={t('mine.withdrawConfirm')}
      pendingLabel={t('mine.withdrawing')}
      cancelLabel={t('mine.keep')}
      isPending={withdraw.isPending}
      error={
        withdraw.isError ? t('mine.withdrawFailed', { reason: t(dealFlowErrorKey(withdraw.error)) }) : null
      }
      danger
      onConfirm={() => withdraw.mutate(offer, { onSuccess: onWithdrawn })}
      onClose={onClose}
      fallbackFocusRef={fallbackFocusRef}
      testId="withdraw-offer-dialog"
    />
  );
}
