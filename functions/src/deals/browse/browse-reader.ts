/**
 * The reader loop of a browse page: Query rounds of the plan's source, fetching the listings of
 * pointer items, keeping those that meet every condition, until the page is full, the source is
 * exhausted, or the read budget is spent. Several partitions (geo cells) are read in their order;
 * once a cell has run out, the next cells are queried in parallel, CELLS_IN_PARALLEL at a time,
 * and their answers are still taken in cell order. The next position is just after the last item
 * examined, so nothing is skipped or shown twice; a page may be short (even empty) with a next
 * position when the budget ran out first.
 */
import type { PageKey } from '../../db/cursor';
import { toDealCard, fromDealCardItem } from '../../db/entities/deal-browse-entry.entity';
import { DEAL_ENTITY, fromDealItem } from '../../db/entities/deal.entity';
import type { BrowsePosition } from './browse-cursor';
import { meetsAll, toFilterExpression, type BrowseListing } from './browse-filter';
import { pageKeyAttributes } from '../../db/indexes';
import { keyIndexOf, type BrowsePlan } from './browse-plan';
import { getListings, querySource, type SourceRound } from './browse.repository';

/** Most items one round reads per item still needed: read ahead for filters, never more. */
export const MAX_READ_AHEAD = 3;
/** Query rounds that read something, per request: bounds latency when few items match. */
export const MAX_ROUNDS = 10;
/** Geo cells queried at once after a cell ran out: a 50-mile search's cells in a few round trips. */
export const CELLS_IN_PARALLEL = 8;

export interface PageRead {
  records: BrowseListing[];
  /** Where the next page starts, or null when the source is exhausted. */
  next: BrowsePosition | null;
  itemsRead: number;
}

/**
 * Items one round asks for: what is still needed, scaled by how many of the items read so far
 * were kept (all of them before the first round), between 1× and MAX_READ_AHEAD× that.
 */
export function roundLimit(remaining: number, scanned: number, kept: number): number {
  if (scanned === 0) return remaining;
  const estimate = kept === 0 ? remaining * MAX_READ_AHEAD : Math.ceil((remaining * scanned) / kept);
  return Math.min(remaining * MAX_READ_AHEAD, Math.max(remaining, estimate));
}

/** The start key that resumes just after this item of the source. */
function keyOf(plan: BrowsePlan, item: Record<string, unknown>): PageKey {
  return Object.fromEntries(
    pageKeyAttributes(keyIndexOf(plan.source)).map((name) => [name, String(item[name])]),
  );
}

/** Where the source goes on after a round that ended at `lastKey` (none: the partition is done). */
function after(
  plan: BrowsePlan,
  position: BrowsePosition,
  lastKey: PageKey | undefined,
): BrowsePosition | null {
  if (lastKey) return { partition: position.partition, startKey: lastKey };
  const nextPartition = position.partition + 1;
  return nextPartition < plan.source.partitions.length
    ? { partition: nextPartition, startKey: undefined }
    : null;
}

/**
 * The card of a browse index item: a browse entry, or a listing item written before browse entries
 * existed (it carried the browse keys itself until its next write or the backfill).
 */
const cardOfIndexItem = (item: Record<string, unknown>): BrowseListing =>
  item.entity === DEAL_ENTITY ? toDealCard(fromDealItem(item)) : fromDealCardItem(item);

/** The listing each source item stands for (null when a pointer's listing is gone), and the reads it took. */
async function listingsOf(
  plan: BrowsePlan,
  items: readonly Record<string, unknown>[],
): Promise<{ listings: Array<BrowseListing | null>; itemsRead: number }> {
  if (!plan.source.pointsToListings) return { listings: items.map(cardOfIndexItem), itemsRead: 0 };
  const dealIds = items.map((item) => String(item.dealId));
  const { listings, itemsRead } = await getListings(dealIds);
  return {
    listings: dealIds.map((dealId) => {
      const record = listings.get(dealId);
      return record ? { ...toDealCard(record), searchWords: record.searchWords } : null;
    }),
    itemsRead,
  };
}

/**
 * The partitions one round queries from `position`: its own, and, when it starts a cell after one
 * that ran out in this request, up to CELLS_IN_PARALLEL − 1 cells after it.
 */
function roundPartitions(plan: BrowsePlan, position: BrowsePosition, afterEmptyCell: boolean): number[] {
  const count = position.startKey === undefined && afterEmptyCell ? CELLS_IN_PARALLEL : 1;
  const last = Math.min(plan.source.partitions.length, position.partition + count);
  return Array.from({ length: last - position.partition }, (_, offset) => position.partition + offset);
}

/**
 * Reads one page of at most `pageSize` listings of the plan from `start`, reading at most
 * `readBudget` items (Query ScannedCount plus BatchGet items).
 */
export async function readPage(
  plan: BrowsePlan,
  start: BrowsePosition,
  pageSize: number,
  readBudget: number,
): Promise<PageRead> {
  // Pointer items are not listings: their conditions are checked on the fetched listings.
  const filter = plan.source.pointsToListings ? null : toFilterExpression(plan.conditions);
  const readsPerItem = plan.source.pointsToListings ? 2 : 1;
  const records: BrowseListing[] = [];
  let itemsRead = 0;
  let scanned = 0;
  let rounds = 0;
  let queries = 0;
  let afterEmptyCell = false;
  let position: BrowsePosition | null = start;
  // Empty geo cells cost a Query but no reads; the query bound only guards against a source that never ends.
  const maxQueries = MAX_ROUNDS + plan.source.partitions.length;
  while (position && records.length < pageSize && rounds < MAX_ROUNDS && queries < maxQueries) {
    const remaining = pageSize - records.length;
    const affordable = Math.floor((readBudget - itemsRead) / readsPerItem);
    const partitions = roundPartitions(plan, position, afterEmptyCell).slice(0, Math.max(1, affordable));
    // Cells read together share what is affordable, so the budget holds however many answer.
    const limit = Math.min(
      roundLimit(remaining, scanned, records.length),
      Math.floor(affordable / partitions.length),
    );
    if (limit < 1) break;
    const from: BrowsePosition = position;
    const answers: SourceRound[] = await Promise.all(
      partitions.map((partition) =>
        querySource({
          source: plan.source,
          partition: plan.source.partitions[partition]!,
          filter,
          limit,
          startKey: partition === from.partition ? from.startKey : undefined,
        }),
      ),
    );
    queries += answers.length;
    const roundScanned = answers.reduce((sum, answer) => sum + answer.scannedCount, 0);
    if (roundScanned > 0) rounds += 1;
    scanned += roundScanned;
    itemsRead += roundScanned;
    // Answers are taken in cell order; those after a cell that did not run out are dropped (read, unused).
    for (const [offset, round] of answers.entries()) {
      const here: BrowsePosition = { partition: partitions[offset]!, startKey: undefined };
      const { listings, itemsRead: fetched } = await listingsOf(plan, round.items);
      itemsRead += fetched;
      const afterRound = after(plan, here, round.lastKey);
      for (const [index, listing] of listings.entries()) {
        if (listing && meetsAll(listing, plan.conditions)) records.push(listing);
        if (records.length === pageSize) {
          const isLast = index === listings.length - 1;
          const next = isLast
            ? afterRound
            : { partition: here.partition, startKey: keyOf(plan, round.items[index]!) };
          return { records, next, itemsRead };
        }
      }
      position = afterRound;
      afterEmptyCell = round.lastKey === undefined;
      if (!afterEmptyCell) break;
    }
  }
  return { records, next: position, itemsRead };
}
