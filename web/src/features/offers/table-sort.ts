/**
 * Sorting of the offers and interested buyers tables: what each column sorts by (the sort itself:
 * components/table/table-sort.ts; a cash offer's missing entry fee sorts last).
 */
import type { Interest, Offer, OfferStatus } from '#shared/offers/offer-schema';
import { personName } from '#shared/users/person-name';
import { sortRows, type SortState, type SortValue } from '../../components/table/table-sort';

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

export const sortOffers = (offers: readonly Offer[], sort: SortState<OfferSortColumn>, language: string) =>
  // Equal rows keep the API's order (newest first).
  sortRows(offers, OFFER_VALUES[sort.column], sort.direction, language);

export const sortInterests = (
  interests: readonly Interest[],
  sort: SortState<InterestSortColumn>,
  language: string,
) => sortRows(interests, INTEREST_VALUES[sort.column], sort.direction, language);
