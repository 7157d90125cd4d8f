import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyDeal } from '#shared/deals/deal-api';
import { canTransition } from '#shared/deals/deal-status';
import { CellLabel } from '../../../components/table/cell-label';
import { DealStatusBadge } from '../../../domain/deals/deal-status-badge';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { paths } from '../../../lib/paths/paths';

const COUNTS = [
  ['interestCount', 'interest'],
  ['offerCount', 'offers'],
  ['favoriteCount', 'favorites'],
  ['viewCount', 'views'],
] as const;

/**
 * One listing of the dashboard table: address, price, status, counts and the actions. Each cell
 * carries its column name for the card layout on phones, hidden from screen readers, which hear
 * the column header instead.
 */
export function MyListingRow({
  deal,
  onChangeStatus,
  onDelete,
}: {
  deal: MyDeal;
  onChangeStatus: (deal: MyDeal) => void;
  onDelete: (deal: MyDeal) => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const address = deal.streetAddress;

  return (
    <tr role="row" data-testid="my-listing-row" data-deal-id={deal.dealId}>
      <th role="rowheader" scope="row" className="my-listings__address table-cards__wide">
        <Link to={paths.dealDetail(deal.dealId)}>{address}</Link>
        <span className="my-listings__place">
          {deal.city}, {deal.state} {deal.zipCode}
        </span>
      </th>
      <td role="cell" className="my-listings__price">
        <CellLabel text={t('listings.columns.price')} />
        {formatCurrency(deal.purchasePrice, language)}
      </td>
      <td role="cell" className="my-listings__status">
        <CellLabel text={t('listings.columns.status')} />
        <DealStatusBadge status={deal.status} />
      </td>
      {COUNTS.map(([field, column]) => (
        <td key={field} role="cell" className="my-listings__count" data-testid={`my-listing-${column}`}>
          <CellLabel text={t(`listings.columns.${column}`)} />
          {deal[field].toLocaleString(language)}
        </td>
      ))}
      <td role="cell" className="my-listings__actions table-cards__wide">
        <div className="my-listings__action-row">
          <Link
            to={paths.editDeal(deal.dealId)}
            className="button button--small button--ghost"
            aria-label={t('listings.actions.editLabel', { address })}
          >
            {t('listings.actions.edit')}
          </Link>
          <Link
            to={paths.dealOffers(deal.dealId)}
            className="button button--small button--ghost"
            aria-label={t('listings.actions.offersLabel', { address })}
          >
            {t('listings.actions.offers')}
          </Link>
          <Link
            to={paths.dealAnalytics(deal.dealId)}
            // The analytics page shows the address without fetching the listing (which counts a view).
            state={{ address }}
            className="button button--small button--ghost"
            aria-label={t('listings.actions.analyticsLabel', { address })}
          >
            {t('listings.actions.analytics')}
          </Link>
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={t('listings.actions.statusLabel', { address })}
            onClick={() => onChangeStatus(deal)}
          >
            {t('listings.actions.status')}
          </button>
          {canTransition(deal.status, 'deleted') && (
            <button
              type="button"
              className="button button--small button--ghost button--danger-text"
              aria-label={t('listings.actions.deleteLabel', { address })}
              onClick={() => onDelete(deal)}
            >
              {t('listings.actions.delete')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
