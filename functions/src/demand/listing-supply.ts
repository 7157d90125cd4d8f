/**
 * The browsable listings of each ZIP (`activeListings` of its figures item), kept by the listing's
 * own transactions (docs/demand.md "Keeping the figures"): public to deals, which add these items
 * to the transaction that moves a listing into or out of browse or to another ZIP.
 */
import type { DealStatus } from '#shared/deals/deal-status';
import { isBrowsable } from '../db/entities/deal.entity';
import type { TransactItem } from '../db/transactions';
import { zipFiguresUpdate } from './contribution.repository';
import { demandStateOf } from './zip-geography';

/** The Update that ADDs `change` to a ZIP's browsable listings; null for a ZIP the maps cannot place. */
export function listingSupplyUpdate(zipCode: string, change: 1 | -1): TransactItem | null {
  const state = demandStateOf(zipCode);
  return state ? zipFiguresUpdate({ zipCode, state }, { activeListings: change }) : null;
}

/** What of a listing decides where it counts: its status and ZIP (null when it does not exist). */
export type ListingPlace = { status: DealStatus; zipCode: string } | null;

/**
 * The Updates a listing's change makes to the browsable counts: −1 where it was browsable, +1 where
 * it is now (none when it stays browsable in the same ZIP, or never was): at most two items.
 */
export function listingSupplyChanges(before: ListingPlace, after: ListingPlace): TransactItem[] {
  const was = before && isBrowsable(before.status) ? before.zipCode : null;
  const is = after && isBrowsable(after.status) ? after.zipCode : null;
  if (was === is) return [];
  return [was ? listingSupplyUpdate(was, -1) : null, is ? listingSupplyUpdate(is, 1) : null].filter(
    (item): item is TransactItem => item !== null,
  );
}
