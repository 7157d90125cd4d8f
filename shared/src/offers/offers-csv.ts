/**
 * CSV export of the interested buyers and received offers tables (docs/requirements.md#r2-7). Pure: rows and
 * columns in, text out; the caller chooses the columns and passes the header labels (translations live in the
 * web app) and turns the text into a download.
 *
 * Format: RFC 4180 — a header row, CRLF line ends, a field quoted when it holds a comma, a double
 * quote, CR or LF, quotes doubled inside. Dates as ISO 8601, numbers plain (no grouping, no currency
 * sign), booleans `true`/`false`, missing values empty.
 *
 * CSV injection: a spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and tab or CR can
 * hide one) as a formula, and a buyer controls their name and message. Every text cell starting with
 * one of those is prefixed with `'` so it shows as text (OWASP "CSV Injection"). Numbers are written
 * as numbers: they are ours, not the buyer's, and a negative number is not a formula.
 */
import { formatPhone } from '../core/validation';
import { type Interest, type Offer } from './offer-schema';
import { personName } from '../users/person-name';

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

const buyerPhone = (buyer: Interest['buyer']) => (buyer.phoneNumber ? formatPhone(buyer.phoneNumber) : null);

/** The columns the interested buyers table can export, by id. */
export const INTEREST_CSV_FIELDS = {
  buyerName: (row: Interest) => personName(row.buyer),
  email: (row: Interest) => row.buyer.email,
  phone: (row: Interest) => buyerPhone(row.buyer),
  certifiedBuyer: (row: Interest) => row.buyer.certifiedBuyer,
  createdAt: (row: Interest) => row.createdAt,
} satisfies Record<string, (row: Interest) => CsvValue>;
export type InterestCsvField = keyof typeof INTEREST_CSV_FIELDS;

/** The columns the received offers table can export, by id. Enum values are written as their ids. */
export const OFFER_CSV_FIELDS = {
  buyerName: (row: Offer) => personName(row.buyer),
  email: (row: Offer) => row.buyer.email,
  phone: (row: Offer) => buyerPhone(row.buyer),
  certifiedBuyer: (row: Offer) => row.buyer.certifiedBuyer,
  offerType: (row: Offer) => row.offerType,
  purchasePrice: (row: Offer) => row.purchasePrice,
  entryFee: (row: Offer) => row.entryFee,
  closeOfEscrowDate: (row: Offer) => row.closeOfEscrowDate,
  message: (row: Offer) => row.message,
  status: (row: Offer) => row.status,
  submittedAt: (row: Offer) => row.submittedAt,
} satisfies Record<string, (row: Offer) => CsvValue>;
export type OfferCsvField = keyof typeof OFFER_CSV_FIELDS;

/** A column the caller picks: which field, under which (translated) header. */
export interface CsvColumnChoice<Field extends string> {
  field: Field;
  header: string;
  /** Writes a yes/no column in the reader's words (the headers are translated; `true`/`false` are not). */
  booleanLabels?: { yes: string; no: string };
}

/** A column's cell reader, with its yes/no words if it has them. */
function columnValue<Row>(read: (row: Row) => CsvValue, labels?: { yes: string; no: string }) {
  if (!labels) return read;
  return (row: Row) => {
    const value = read(row);
    return typeof value === 'boolean' ? (value ? labels.yes : labels.no) : value;
  };
}

/** The interested buyers table as CSV, with the chosen columns in the chosen order. */
export function interestsToCsv(
  rows: readonly Interest[],
  columns: readonly CsvColumnChoice<InterestCsvField>[],
): string {
  return toCsv(
    rows,
    columns.map(({ field, header, booleanLabels }) => ({
      header,
      value: columnValue(INTEREST_CSV_FIELDS[field], booleanLabels),
    })),
  );
}

/** The received offers table as CSV, with the chosen columns in the chosen order. */
export function offersToCsv(
  rows: readonly Offer[],
  columns: readonly CsvColumnChoice<OfferCsvField>[],
): string {
  return toCsv(
    rows,
    columns.map(({ field, header, booleanLabels }) => ({
      header,
      value: columnValue(OFFER_CSV_FIELDS[field], booleanLabels),
    })),
  );
}
