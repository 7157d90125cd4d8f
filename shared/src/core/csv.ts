/**
 * CSV files the web app exports (offers, interested buyers, buyers by ZIP). Pure: rows and columns
 * in, text out; the caller chooses the columns and passes the header labels (translations live in
 * the web app) and turns the text into a download.
 *
 * Format: RFC 4180 — a header row, CRLF line ends, a field quoted when it holds a comma, a double
 * quote, CR or LF, quotes doubled inside. Dates as ISO 8601, numbers plain (no grouping, no currency
 * sign), booleans `true`/`false`, missing values empty.
 *
 * CSV injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and tab or CR can
 * hide one) as a formula, and users control names, messages and city names. Every text cell starting
 * with one of those is prefixed with `'` so it shows as text (OWASP "CSV Injection"). Numbers are
 * written as numbers: a negative number is not a formula.
 */

/** A cell's value before it is written. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column: its header label and how to read its cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Excel reads a UTF-8 file as UTF-8 (accents in Spanish names) only when it starts with this. */
export const CSV_UTF8_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell made safe to open in a spreadsheet: formula-like text gets a leading `'`. */
export function defuseFormula(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return defuseFormula(value);
}

/** One RFC 4180 field. */
export function csvField(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a header row, then one row per item, CRLF after every row. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [
    columns.map((column) => csvField(column.header)),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row)))),
  ];
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('');
}
