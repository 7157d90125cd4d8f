import { useTranslation } from 'react-i18next';
import './table.css';
import type { SortState } from './table-sort';

/**
 * A column header that sorts its table: a button (Enter and Space work, as for any button) inside
 * a header cell whose `aria-sort` tells screen readers the current order.
 */
export function SortableHeader<Column extends string>({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  column: Column;
  label: string;
  sort: SortState<Column>;
  onSort: (column: Column) => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const active = sort.column === column;
  const arrow = !active ? '↕' : sort.direction === 'ascending' ? '▲' : '▼';
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'} className={className}>
      <button
        type="button"
        className="sortable-header"
        title={t('table.sortBy', { column: label })}
        onClick={() => onSort(column)}
        data-testid={`sort-${column}`}
      >
        {label}
        <span aria-hidden="true" className="sortable-header__arrow">
          {arrow}
        </span>
      </button>
    </th>
  );
}
