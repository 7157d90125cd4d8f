import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZipDemandRow } from '#shared/demand/demand';
import { SortableHeader } from '../../../components/table/sortable-header';
import { TableRegion } from '../../../components/table/table-region';
import { sortRows } from '../../../components/table/table-sort';
import { useTableSort } from '../../../components/table/use-table-sort';
import { saveCsv } from '../../../lib/files/save-csv';
import { paths } from '../../../lib/paths/paths';
import { formatAverage, formatBuyers, formatDay } from '../demand-format';
import {
  pageCountOf,
  pageOf,
  searchZipRows,
  ZIP_COLUMNS_ASCENDING,
  ZIP_SORT_VALUES,
  ZIP_TABLE_COLUMNS,
  zipRowsToCsv,
  type ZipTableColumn,
} from '../zip-table';

/**
 * The Analytics by ZIP tab: every ZIP of the filters in a table sorted by any column (most buyers
 * first to start), searched by ZIP or city, 25 to a page, exported as CSV as shown (every page).
 */
export function ZipDemandTable({ rows }: { rows: readonly ZipDemandRow[] }) {
  const { t, i18n } = useTranslation('demand');
  const language = i18n.language;
  const headingId = useId();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [requestedPage, setPage] = useState(1);
  const { sort, onSort } = useTableSort<ZipTableColumn>(
    { column: 'buyers', direction: 'descending' },
    ZIP_COLUMNS_ASCENDING,
  );

  const shown = useMemo(
    () => sortRows(searchZipRows(rows, search), ZIP_SORT_VALUES[sort.column], sort.direction, language),
    [rows, search, sort, language],
  );
  const pageCount = pageCountOf(shown.length);
  // A narrower search or new filters may leave fewer pages than the one asked for.
  const page = Math.min(requestedPage, pageCount);
  const pageRows = pageOf(shown, page);

  const header = (column: ZipTableColumn) => t(`table.columns.${column}`);
  const fewer = t('fewerThanMinimum');
  const none = t('table.noValue');
  const exportCsv = () => {
    const headers = Object.fromEntries(ZIP_TABLE_COLUMNS.map((column) => [column, header(column)]));
    saveCsv(
      zipRowsToCsv(shown, { headers: headers as Record<ZipTableColumn, string>, fewerThanMinimum: fewer }),
      `${t('table.fileName')}.csv`,
    );
  };

  return (
    <section className="card stack zip-demand" aria-labelledby={headingId}>
      <div className="zip-demand__toolbar">
        <h2 id={headingId}>{t('table.heading')}</h2>
        <button
          type="button"
          className="button button--ghost"
          onClick={exportCsv}
          data-testid="zip-demand-csv"
        >
          {t('table.export')}
        </button>
      </div>
      <div className="field zip-demand__search">
        <label htmlFor={searchId}>{t('table.search')}</label>
        <input
          id={searchId}
          type="search"
          value={search}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <p className="muted" role="status" data-testid="zip-demand-count">
        {shown.length === 0 && search.trim()
          ? t('table.noMatches', { search: search.trim() })
          : t('table.results', { count: shown.length })}
      </p>
      <TableRegion labelId={headingId}>
        <table className="table zip-demand__table">
          <thead>
            <tr>
              {ZIP_TABLE_COLUMNS.map((column) => (
                <SortableHeader
                  key={column}
                  column={column}
                  label={header(column)}
                  sort={sort}
                  onSort={(next) => {
                    onSort(next);
                    setPage(1);
                  }}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {pageRows.map((row) => (
              <tr key={row.zipCode}>
                <td>
                  <Link to={paths.zipAnalytics(row.zipCode)}>{row.zipCode}</Link>
                </td>
                <td>{row.city}</td>
                <td>{row.state}</td>
                <td className="numeric">{formatBuyers(row.buyers, language, fewer)}</td>
                <td className="numeric">{formatAverage(row.averageDownPayment, language, none)}</td>
                <td className="numeric">{formatAverage(row.averageMonthlyPayment, language, none)}</td>
                <td className="numeric">{new Intl.NumberFormat(language).format(row.activeListings)}</td>
                <td>{formatDay(row.updatedAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <p className="muted zip-demand__note">{t('table.averagesNote')}</p>
      <nav className="zip-demand__pages" aria-label={t('table.pagination')}>
        <button
          type="button"
          className="button button--ghost"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          {t('table.previous')}
        </button>
        <span aria-live="polite">{t('table.page', { page, pages: pageCount })}</span>
        <button
          type="button"
          className="button button--ghost"
          disabled={page >= pageCount}
          onClick={() => setPage(page + 1)}
        >
          {t('table.next')}
        </button>
      </nav>
    </section>
  );
}
