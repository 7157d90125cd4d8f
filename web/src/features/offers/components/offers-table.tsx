import { useTranslation } from 'react-i18next';
import type { Offer } from '#shared/offers/offer-schema';
import { OfferStatusBadge } from '../../../domain/offers/offer-status-badge';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { formatDate } from '../../../lib/i18n/format-date';
import { useTableSort } from '../../../components/table/use-table-sort';
import { buyerNameOf, sortOffers, type OfferSortColumn } from '../table-sort';
import { BuyerCells } from './buyer-contact';
import { SortableHeader } from '../../../components/table/sortable-header';
import { TableRegion } from '../../../components/table/table-region';

/** Text columns start A→Z; dates and amounts newest or biggest first. */
const STARTS_ASCENDING: readonly OfferSortColumn[] = ['buyerName', 'status', 'closeOfEscrowDate'];

export interface OffersTableProps {
  offers: readonly Offer[];
  /** Whether a pending offer may be accepted now (the listing is exclusive or active). */
  canAccept: boolean;
  /** Whether a pending offer may be declined now (exclusive, active or pending). */
  canDecline: boolean;
  onAccept: (offer: Offer) => void;
  onDecline: (offer: Offer) => void;
}

/**
 * The received offers table (docs/requirements.md#r2-7): buyer, contact, badge, date, type and amounts, close
 * date, message, status, and Accept / Decline on pending offers. Sorted on the loaded rows by any header.
 */
export function OffersTable({ offers, canAccept, canDecline, onAccept, onDecline }: OffersTableProps) {
  const { t, i18n } = useTranslation('deal-offers');
  const { t: tOffers } = useTranslation('offers');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { sort, onSort } = useTableSort<OfferSortColumn>(
    { column: 'submittedAt', direction: 'descending' },
    STARTS_ASCENDING,
  );
  const header = (column: OfferSortColumn, className?: string) => (
    <SortableHeader
      column={column}
      label={t(`columns.${column}`)}
      sort={sort}
      onSort={onSort}
      className={className}
    />
  );
  const money = (amount: number | null) => (amount === null ? t('none') : formatCurrency(amount, language));

  return (
    <TableRegion labelId="offers-table-caption">
      <table className="deal-offers-table" data-testid="offers-table">
        <caption id="offers-table-caption" className="visually-hidden">
          {t('offersTable')}
        </caption>
        <thead>
          <tr>
            {header('buyerName')}
            <th scope="col">{t('columns.contact')}</th>
            {header('submittedAt')}
            <th scope="col">{t('columns.offerType')}</th>
            {header('purchasePrice', 'deal-offers-table__number')}
            {header('entryFee', 'deal-offers-table__number')}
            {header('closeOfEscrowDate')}
            <th scope="col">{t('columns.message')}</th>
            {header('status')}
            <th scope="col">{t('columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {sortOffers(offers, sort, language).map((offer) => {
            const name = buyerNameOf(offer);
            const pending = offer.status === 'pending';
            return (
              <tr key={offer.offerId} data-testid="offer-row" data-offer-id={offer.offerId}>
                <BuyerCells buyer={offer.buyer} name={name} />
                <td>{formatDate(offer.submittedAt, language)}</td>
                <td>{tOffers(`offerType.${offer.offerType}`)}</td>
                <td className="deal-offers-table__number">{money(offer.purchasePrice)}</td>
                <td className="deal-offers-table__number">{money(offer.entryFee)}</td>
                <td>{formatDate(`${offer.closeOfEscrowDate}T12:00:00`, language)}</td>
                <td className="deal-offers-table__message">{offer.message ?? t('none')}</td>
                <td>
                  <OfferStatusBadge status={offer.status} />
                </td>
                <td>
                  {pending && (canAccept || canDecline) ? (
                    <div className="button-row deal-offers-table__actions">
                      {canAccept && (
                        <button
                          type="button"
                          className="button button--small button--primary"
                          aria-label={t('accept.label', { name })}
                          onClick={() => onAccept(offer)}
                        >
                          {t('accept.action')}
                        </button>
                      )}
                      {canDecline && (
                        <button
                          type="button"
                          className="button button--small button--ghost"
                          aria-label={t('decline.label', { name })}
                          onClick={() => onDecline(offer)}
                        >
                          {t('decline.action')}
                        </button>
                      )}
                    </div>
                  ) : (
                    t('none')
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
