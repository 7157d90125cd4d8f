/**
 * The browse benches' listings: the demo deal generator's first N deals (the same whatever N) and
 * every table item the API writes for each (listing, browse entries, search words while browsable).
 */
import { toBrowseEntryItems } from '#functions/db/entities/deal-browse-entry.entity';
import { toSearchWordItems } from '#functions/db/entities/deal-search-word.entity';
import { isBrowsable, toDealItem } from '#functions/db/entities/deal.entity';
import { generateDemoDeals, type GeneratedDeal } from '../seed/deals/deal-generator';

const SEED = 4242;

/** The first `count` bench listings. */
export const benchDeals = (count: number): GeneratedDeal[] =>
  generateDemoDeals({
    count,
    seed: SEED,
    now: new Date(),
    owners: ['bench-seller-1', 'bench-seller-2', 'bench-seller-3'],
    listingsOnly: true,
  });

/** Every item of these listings, as the API stores them. */
export function itemsOf(deals: readonly GeneratedDeal[]): Record<string, unknown>[] {
  return deals.flatMap(({ record }) => [
    toDealItem(record),
    ...toBrowseEntryItems(record),
    ...(isBrowsable(record.status) ? toSearchWordItems(record) : []),
  ]);
}
