/**
 * Sorting of the offers and interested buyers tables, on the rows already loaded. Text compares in
 * the reader's language (accents, case), numbers and dates by value; a missing value (no entry fee
 * on a cash offer) sorts last whichever the direction, so the rows that have one come first.
 */
import type { Interest, Offer, OfferStatus } from '#shared/offers/offer-schema';
import { personName } from '#shared/users/person-name';

export type SortDirection = 'ascending' | 'descending';

export interface SortState<Column extends string> {
  column: Column;
  direction: SortDirection;
}

type SortValue = string | number | null;

export const OFFER_SORT_COLUMNS = [
  'buyerName',
  'submittedAt',
  'purchasePrice',
  'entryFee',
  'closeOfEscrowDate',
  'status',
] as const;
export type OfferSortColumn = (typeof OFFER_SORT_COLUMNS)[number];

export const INTEREST_SORT_COLUMNS = ['buyerName', 'createdAt'] as const;
export type InterestSortColumn = (typeof INTEREST_SORT_COLUMNS)[number];

/** Status order: what needs a decision first. */
const STATUS_ORDER: Record<OfferStatus, number> = {
  pending: 0,
  accepted: 1,
  declined: 2,
  withdrawn: 3,
  closed: 4,
};

export const buyerNameOf = (row: { buyer: { firstName: string; lastName: string } }) => personName(row.buyer);

const OFFER_VALUES: Record<OfferSortColumn, (offer: Offer) => SortValue> = {
  buyerName: buyerNameOf,
  submittedAt: (offer) => offer.submittedAt,
  purchasePrice: (offer) => offer.purchasePrice,
  entryFee: (offer) => offer.entryFee,
  closeOfEscrowDate: (offer) => offer.closeOfEscrowDate,
  status: (offer) => STATUS_ORDER[offer.status],
};

const INTEREST_VALUES: Record<InterestSortColumn, (interest: Interest) => SortValue> = {
  buyerName: buyerNameOf,
  createdAt: (interest) => interest.createdAt,
};

function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function sortBy<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
  language: string,
): Row[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sign = direction === 'ascending' ? 1 : -1;
  // Array.prototype.sort is stable: equal rows keep the API's order (newest first).
  return [...rows].sort((left, right) => {
    const a = value(left);
    const b = value(right);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * compareValues(a, b, collator);
  });
}

export const sortOffers = (offers: readonly Offer[], sort: SortState<OfferSortColumn>, language: string) =>
  sortBy(offers, OFFER_VALUES[sort.column], sort.direction, language);

export const sortInterests = (
  interests: readonly Interest[],
  sort: SortState<InterestSortColumn>,
  language: string,
) => sortBy(interests, INTEREST_VALUES[sort.column], sort.direction, language);

/**
 * The next sort after a click on a column header: the same column flips its direction; another
 * column starts descending for dates and amounts (newest, biggest first) and ascending for text.
 */
export function nextSort<Column extends string>(
  current: SortState<Column>,
  column: Column,
  startsAscending: readonly Column[],
): SortState<Column> {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: startsAscending.includes(column) ? 'ascending' : 'descending' };
}
