/**
 * Which demo buyers a seller's demo listing finds in "Buyers for this deal" (docs/buyer-matching.md
 * "Demo data"). The demo buyers (demo-buyers.ts) are written without alert-index entries (they are
 * for the demand maps); this picks the demo seller's first active subject-to listing outside the
 * city the tests list in, and answers the index entries of the demo buyers whose buy box or
 * preferences name its ZIP or city, so the seller sees a ranked list after `npm start` while the
 * test listings (Austin) alert no demo buyer. Pure: the seed writes what it answers.
 */
import type { AlertIndexEntry } from '#functions/db/entities/alert-index.entity';
import { alertIndexEntriesOf } from '#functions/alerts/alert-index';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import type { DemoBuyer } from './demo-buyers';

/** The city the API and e2e tests list their listings in (validDealBody): left alone. */
export const TEST_CITY = { state: 'TX', city: 'Austin' } as const;

/** What the pick reads of a listing. */
export interface DemoListing {
  dealId: string;
  status: string;
  purchaseType?: string | null;
  zipCode: string;
  state: string;
  city: string;
  createdAt: string;
}

/** The seller's oldest active subject-to listing outside the test city, or null. */
export function pickMatchListing(listings: readonly DemoListing[]): DemoListing | null {
  return (
    [...listings]
      .filter(
        (listing) =>
          listing.status === 'active' &&
          listing.purchaseType === 'SubTo' &&
          !(listing.state === TEST_CITY.state && listing.city === TEST_CITY.city),
      )
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0] ?? null
  );
}

/** The index entries, per buyer, that put the demo buyers in the listing's ZIP or city partitions. */
export function matchIndexEntries(
  listing: Pick<DemoListing, 'zipCode' | 'state' | 'city'>,
  buyers: readonly DemoBuyer[],
): { userId: string; entry: AlertIndexEntry }[] {
  return buyers.flatMap((buyer) =>
    alertIndexEntriesOf({
      buyBox: buyer.buyBox ? buyBoxSchema.parse(buyer.buyBox) : null,
      buyerPreferences: buyerPreferencesSchema.parse(buyer.buyerPreferences),
    })
      .filter((entry) =>
        entry.zipCode
          ? entry.zipCode === listing.zipCode
          : (entry.state ?? '').toUpperCase() === listing.state.toUpperCase() &&
            (entry.city ?? '').trim().toLowerCase() === listing.city.trim().toLowerCase(),
      )
      .map((entry) => ({ userId: buyer.userId, entry })),
  );
}
