/**
 * The Analytics by ZIP table's rules, apart from React so they are cheap to test: its columns, what
 * each sorts by, the search, the pages and the CSV file of the rows shown (every page).
 */
import type { ZipDemandRow } from '#shared/demand/demand';
import { toCsv, type CsvColumn, type CsvValue } from '#shared/core/csv';
import type { SortValue } from '../../components/table/table-sort';

export const ZIP_TABLE_COLUMNS = [
  'zipCode',
  'city',
  'state',
  'buyers',
  'averageDownPayment',
  'averageMonthlyPayment',
  'activeListings',
  'updatedAt',
] as const;
export type ZipTableColumn = (typeof ZIP_TABLE_COLUMNS)[number];

/** Text columns start A→Z on the first click; figures and days start biggest, newest first. */
export const ZIP_COLUMNS_ASCENDING: readonly ZipTableColumn[] = ['zipCode', 'city', 'state'];

export const ZIP_TABLE_PAGE_SIZE = 25;

/**
 * A ZIP with hidden buyers has between 1 and 10: it sorts below every shown count (0 is never
 * listed, 11 is the smallest shown) whichever the direction, as the smallest.
 */
const HIDDEN_BUYERS_SORT_VALUE = 0.5;

export const ZIP_SORT_VALUES: Record<ZipTableColumn, (row: ZipDemandRow) => SortValue> = {
  zipCode: (row) => row.zipCode,
  city: (row) => row.city,
  state: (row) => row.state,
  buyers: (row) => row.buyers ?? HIDDEN_BUYERS_SORT_VALUE,
  averageDownPayment: (row) => row.averageDownPayment,
  averageMonthlyPayment: (row) => row.averageMonthlyPayment,
  activeListings: (row) => row.activeListings,
  updatedAt: (row) => row.updatedAt,
};

/** Lower case without accents, so "san jose" finds "San José". */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The rows whose ZIP starts with the search, or whose city contains it; all rows for no search. */
export function searchZipRows(rows: readonly ZipDemandRow[], search: string): readonly ZipDemandRow[] {
  const query = folded(search.trim());
  if (!query) return rows;
  return rows.filter((row) => row.zipCode.startsWith(query) || folded(row.city).includes(query));
}

/** How many pages the rows fill (at least one, so an empty table still says "Page 1 of 1"). */
export const pageCountOf = (rowCount: number) => Math.max(1, Math.ceil(rowCount / ZIP_TABLE_PAGE_SIZE));

/** The rows of one page (1-based). */
export function pageOf<Row>(rows: readonly Row[], page: number): readonly Row[] {
  const start = (page - 1) * ZIP_TABLE_PAGE_SIZE;
  return rows.slice(start, start + ZIP_TABLE_PAGE_SIZE);
}

export interface ZipCsvLabels {
  headers: Record<ZipTableColumn, string>;
  /** What a hidden count reads as ("Fewer than 11"), as on the page. */
  fewerThanMinimum: string;
}

/** The file of the rows as the table shows them (filtered and sorted, every page), same columns. */
export function zipRowsToCsv(rows: readonly ZipDemandRow[], labels: ZipCsvLabels): string {
  const cells: Record<ZipTableColumn, (row: ZipDemandRow) => CsvValue> = {
    ...ZIP_SORT_VALUES,
    buyers: (row) => row.buyers ?? labels.fewerThanMinimum,
  };
  const columns: CsvColumn<ZipDemandRow>[] = ZIP_TABLE_COLUMNS.map((column) => ({
    header: labels.headers[column],
    value: cells[column],
  }));
  return toCsv(rows, columns);
}
