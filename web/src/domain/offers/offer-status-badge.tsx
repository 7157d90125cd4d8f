import './offer-status-badge.css';
import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '#shared/offers/offer-schema';

/**
 * An offer's status (pending, accepted, declined, withdrawn, closed) as a coloured, translated badge, for
 * the buyer's own offers and the seller's offers table. The text names the status, so colour is
 * never the only cue.
 */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('offers');
  return (
    <span
      className={`status-badge offer-status offer-status--${status}`}
      data-status={status}
      data-testid="offer-status-badge"
    >
      {t(`status.${status}`)}
    </span>
  );
}
