/**
 * CSV export of the interested buyers and received offers tables (docs/requirements.md#r2-7): which
 * fields each table can export, written by the generic RFC 4180 writer with its CSV-injection defence
 * (`core/csv.ts`). A buyer controls their name and message, so those cells are defused there.
 */
import { toCsv, type CsvValue } from '../core/csv';
import { formatPhone } from '../core/validation';
import { type Interest, type Offer } from './offer-schema';
import { personName } from '../users/person-name';

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
export function columnValue<Row>(read: (row: Row) => CsvValue, labels?: { yes: string; no: string }) {
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
