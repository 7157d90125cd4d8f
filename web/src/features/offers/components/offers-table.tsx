import { useTranslation } from 'react-i18next';
import type { Offer } from '#shared/offers/offer-schema';
import { OfferStatusBadge } from '../../../domain/offers/offer-status-badge';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { formatDate } from '../../../lib/i18n/format-date';
import { useTableSort } from '../../../components/table/use-table-sort';
import { buyerNameOf, sortOffers, type OfferSortColumn } from '../table-sort';
import { BuyerContact, CertifiedBadge } from './buyer-contact';
import { OfferMessage } from './offer-message';
import { CellLabel } from '../../../components/table/cell-label';
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
 * The received offers table (docs/requirements.md#r2-7): buyer with badge and contact, status and Accept /
 * Decline on pending offers first (the seller's decision stays on a desktop screen, never behind a
 * sideways scroll), then date, type and amounts, close date and the message (long ones cut to a
 * preview). Sorted on the loaded rows by any header; on a phone each offer is a card (`.table-cards`).
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

  const label = (column: OfferSortColumn | 'actions' | 'offerType' | 'message') => (
    <CellLabel text={t(`columns.${column}`)} />
  );

  return (
    <TableRegion labelId="offers-table-caption">
      <table className="deal-offers-table table-cards" data-testid="offers-table">
        <caption id="offers-table-caption" className="visually-hidden">
          {t('offersTable')}
        </caption>
        <thead>
          <tr>
            {header('buyerName')}
            {header('status')}
            <th scope="col">{t('columns.actions')}</th>
            {header('submittedAt')}
            <th scope="col">{t('columns.offerType')}</th>
            {header('purchasePrice', 'deal-offers-table__number')}
            {header('entryFee', 'deal-offers-table__number')}
            {header('closeOfEscrowDate')}
            <th scope="col">{t('columns.message')}</th>
          </tr>
        </thead>
        <tbody>
          {sortOffers(offers, sort, language).map((offer) => {
            const name = buyerNameOf(offer);
            const pending = offer.status === 'pending';
            const decides = pending && (canAccept || canDecline);
            return (
              <tr key={offer.offerId} data-testid="offer-row" data-offer-id={offer.offerId}>
                <th scope="row" className="deal-offers-table__buyer table-cards__wide">
                  <span className="deal-offers-table__name">{name}</span>
                  <CertifiedBadge certified={offer.buyer.certifiedBuyer} />
                  <BuyerContact buyer={offer.buyer} name={name} />
                </th>
                <td>
                  {label('status')}
                  <OfferStatusBadge status={offer.status} />
                </td>
                <td className={decides ? 'deal-offers-table__decision' : undefined}>
                  {label('actions')}
                  {decides ? (
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
                <td>
                  {label('submittedAt')}
                  {formatDate(offer.submittedAt, language)}
                </td>
                <td>
                  {label('offerType')}
                  {tOffers(`offerType.${offer.offerType}`)}
                </td>
                <td className="deal-offers-table__number">
                  {label('purchasePrice')}
                  {money(offer.purchasePrice)}
                </td>
                <td className="deal-offers-table__number">
                  {label('entryFee')}
                  {money(offer.entryFee)}
                </td>
                <td>
                  {label('closeOfEscrowDate')}
                  {formatDate(`${offer.closeOfEscrowDate}T12:00:00`, language)}
                </td>
                <td className="deal-offers-table__message table-cards__wide">
                  {label('message')}
                  {offer.message ? <OfferMessage message={offer.message} /> : t('none')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
