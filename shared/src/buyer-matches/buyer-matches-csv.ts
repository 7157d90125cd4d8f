/**
 * CSV export of a listing's ranked buyers ("Buyers for this deal"), written like the offers and
 * interested buyers files (`offers/offers-csv.ts`): the caller picks the columns under translated
 * headers and words the chips (the reasons are translated in the web app).
 */
import { toCsv, type CsvValue } from '../core/csv';
import { columnValue, type CsvColumnChoice } from '../offers/offers-csv';
import type { BuyerMatchChip, RankedBuyer } from './buyer-match-api';

/** Words one chip, in the reader's language. */
export type ChipText = (chip: BuyerMatchChip) => string;

/** Several chips in one cell. */
const CHIP_SEPARATOR = '; ';

const chipsCell = (row: RankedBuyer, fit: boolean, chipText: ChipText) =>
  row.chips
    .filter((chip) => chip.fit === fit)
    .map(chipText)
    .join(CHIP_SEPARATOR);

/** The columns the ranked buyers file can hold, by id, each reading a row (and wording its chips). */
export const RANKED_BUYER_CSV_FIELDS = {
  buyerName: (row: RankedBuyer) => row.displayName,
  score: (row: RankedBuyer) => row.score,
  fits: (row: RankedBuyer, chipText: ChipText) => chipsCell(row, true, chipText),
  misses: (row: RankedBuyer, chipText: ChipText) => chipsCell(row, false, chipText),
  certifiedBuyer: (row: RankedBuyer) => row.certifiedBuyer,
  firstRightOfRefusal: (row: RankedBuyer) => row.firstRightOfRefusal,
  lastSentAt: (row: RankedBuyer) => row.lastSentAt,
} satisfies Record<string, (row: RankedBuyer, chipText: ChipText) => CsvValue>;
export type RankedBuyerCsvField = keyof typeof RANKED_BUYER_CSV_FIELDS;

/** The ranked buyers as CSV, best first, with the chosen columns in the chosen order. */
export function rankedBuyersToCsv(
  rows: readonly RankedBuyer[],
  columns: readonly CsvColumnChoice<RankedBuyerCsvField>[],
  chipText: ChipText,
): string {
  return toCsv(
    rows,
    columns.map(({ field, header, booleanLabels }) => ({
      header,
      value: columnValue((row: RankedBuyer) => RANKED_BUYER_CSV_FIELDS[field](row, chipText), booleanLabels),
    })),
  );
}
