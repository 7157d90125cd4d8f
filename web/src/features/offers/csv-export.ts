/**
 * The CSV files of the offers and interested buyers tables (docs/requirements.md#r2-7), built by the shared
 * `offers-csv.ts` (RFC 4180, CSV-injection defence) with translated headers; `saveCsv` downloads them.
 */
import type { TFunction } from 'i18next';
import {
  interestsToCsv,
  offersToCsv,
  type InterestCsvField,
  type OfferCsvField,
} from '#shared/offers/offers-csv';
import type { Interest, Offer } from '#shared/offers/offer-schema';

/** The offers file's columns, in the table's order. */
export const OFFER_CSV_COLUMNS: readonly OfferCsvField[] = [
  'buyerName',
  'email',
  'phone',
  'certifiedBuyer',
  'submittedAt',
  'offerType',
  'purchasePrice',
  'entryFee',
  'closeOfEscrowDate',
  'message',
  'status',
];

export const INTEREST_CSV_COLUMNS: readonly InterestCsvField[] = [
  'buyerName',
  'email',
  'phone',
  'certifiedBuyer',
  'createdAt',
];

/** Yes/no cells (Certified Buyer) in the reader's language, like the headers. */
const yesNo = (t: TFunction<'deal-offers'>) => ({ yes: t('csv.yes'), no: t('csv.no') });

/** The offers file's text, headers in the reader's language. */
export function offersCsv(offers: readonly Offer[], t: TFunction<'deal-offers'>): string {
  return offersToCsv(
    offers,
    OFFER_CSV_COLUMNS.map((field) => ({ field, header: t(`columns.${field}`), booleanLabels: yesNo(t) })),
  );
}

/** The interested buyers file's text, headers in the reader's language. */
export function interestsCsv(interests: readonly Interest[], t: TFunction<'deal-offers'>): string {
  return interestsToCsv(
    interests,
    INTEREST_CSV_COLUMNS.map((field) => ({ field, header: t(`columns.${field}`), booleanLabels: yesNo(t) })),
  );
}
