/**
 * The ranked buyers file, built by the shared `buyer-matches-csv.ts` (RFC 4180, CSV-injection
 * defence) with headers, yes/no cells and chips in the reader's language.
 */
import type { TFunction } from 'i18next';
import {
  rankedBuyersToCsv,
  type ChipText,
  type RankedBuyerCsvField,
} from '#shared/buyer-matches/buyer-matches-csv';
import type { RankedBuyer } from '#shared/buyer-matches/buyer-match-api';

/** The file's columns, in the list's order. */
export const RANKED_BUYER_CSV_COLUMNS: readonly RankedBuyerCsvField[] = [
  'buyerName',
  'score',
  'fits',
  'misses',
  'certifiedBuyer',
  'firstRightOfRefusal',
  'lastSentAt',
];

/** The ranked buyers file's text, best first. */
export function rankedBuyersCsv(
  buyers: readonly RankedBuyer[],
  t: TFunction<'deal-offers'>,
  chipText: ChipText,
): string {
  const booleanLabels = { yes: t('csv.yes'), no: t('csv.no') };
  return rankedBuyersToCsv(
    buyers,
    RANKED_BUYER_CSV_COLUMNS.map((field) => ({
      field,
      header: t(`buyers.csv.columns.${field}`),
      booleanLabels,
    })),
    chipText,
  );
}
