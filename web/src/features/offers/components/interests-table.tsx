import { useTranslation } from 'react-i18next';
import type { Interest } from '#shared/offers/offer-schema';
import { formatDate } from '../../../lib/i18n/format-date';
import { useTableSort } from '../../../components/table/use-table-sort';
import { buyerNameOf, sortInterests, type InterestSortColumn } from '../table-sort';
import { BuyerCells } from './buyer-contact';
import { SortableHeader } from '../../../components/table/sortable-header';
import { TableRegion } from '../../../components/table/table-region';

/**
 * The interested buyers table (docs/requirements.md#r2-7): buyer, contact, badge and date, sortable by name
 * and date.
 */
export function InterestsTable({ interests }: { interests: readonly Interest[] }) {
  const { t, i18n } = useTranslation('deal-offers');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { sort, onSort } = useTableSort<InterestSortColumn>(
    { column: 'createdAt', direction: 'descending' },
    ['buyerName'],
  );
  return (
    <TableRegion labelId="interests-table-caption">
      <table className="deal-offers-table" data-testid="interests-table">
        <caption id="interests-table-caption" className="visually-hidden">
          {t('interestsTable')}
        </caption>
        <thead>
          <tr>
            <SortableHeader column="buyerName" label={t('columns.buyerName')} sort={sort} onSort={onSort} />
            <th scope="col">{t('columns.contact')}</th>
            <SortableHeader column="createdAt" label={t('columns.createdAt')} sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {sortInterests(interests, sort, language).map((interest) => (
            <tr key={interest.buyerId} data-testid="interest-row">
              <BuyerCells buyer={interest.buyer} name={buyerNameOf(interest)} />
              <td>{formatDate(interest.createdAt, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
