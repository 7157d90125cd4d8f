/**
 * Transaction items that keep a listing's browse entries (deal-browse-entry.entity.ts) in step with
 * the listing: written in the same transaction as every listing write, so browse never shows a
 * card the listing does not match, and ADDed to in the favourite transactions, so a card's
 * favourite count is the listing's.
 */
import {
  BROWSE_FACETS,
  browseEntryIndexAttributes,
  dealBrowseEntryKey,
  dealBrowseEntryKeys,
  toBrowseEntryItems,
  type BrowseFacet,
} from '../db/entities/deal-browse-entry.entity';
import { isBrowsable, type DealRecord } from '../db/entities/deal.entity';
import { EXISTING_ONLY, tableName } from '../db/table';
import type { TransactItem } from '../db/transactions';

/** The entries' counter, changed only by ADD in the favourite transactions. */
const COUNTER = 'favoriteCount';

/**
 * Writes every browse entry of a listing as it now is: an Update of each (every attribute but the
 * favourite count, which an entry that exists keeps, and a new one takes from the listing; index
 * keys it no longer has are removed), or Deletes when the listing is not browsable.
 */
export function browseEntryWrites(record: DealRecord): TransactItem[] {
  if (!isBrowsable(record.status)) return browseEntryDeletes(record.dealId);
  const facets: Array<BrowseFacet | null> = [null, ...BROWSE_FACETS];
  return toBrowseEntryItems(record).map((item, position) => {
    const { pk, sk, [COUNTER]: favoriteCount, ...attributes } = item;
    const set = Object.entries(attributes);
    const removed = browseEntryIndexAttributes(facets[position]!).filter((name) => !(name in attributes));
    return {
      Update: {
        TableName: tableName(),
        Key: { pk, sk },
        UpdateExpression:
          `SET ${set.map((_, index) => `#a${index} = :v${index}`).join(', ')}, #c = if_not_exists(#c, :c)` +
          (removed.length > 0 ? ` REMOVE ${removed.map((_, index) => `#r${index}`).join(', ')}` : ''),
        ExpressionAttributeNames: {
          ...Object.fromEntries(set.map(([name], index) => [`#a${index}`, name])),
          ...Object.fromEntries(removed.map((name, index) => [`#r${index}`, name])),
          '#c': COUNTER,
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(set.map(([, value], index) => [`:v${index}`, value])),
          ':c': favoriteCount,
        },
      },
    };
  });
}

/** Deletes of every browse entry of a listing (a listing leaving browse; none there is fine). */
export const browseEntryDeletes = (dealId: string): TransactItem[] =>
  dealBrowseEntryKeys(dealId).map((Key) => ({ Delete: { TableName: tableName(), Key } }));

/**
 * ADDs `amount` to the favourite count of every browse entry of a browsable listing, each only
 * while it exists (a listing that left browse meanwhile fails the transaction there: see
 * deal-activity.repository.ts).
 */
export function addToBrowseEntries(dealId: string, amount: number): TransactItem[] {
  return [null, ...BROWSE_FACETS].map((facet) => ({
    Update: {
      TableName: tableName(),
      Key: dealBrowseEntryKey(dealId, facet),
      ConditionExpression: EXISTING_ONLY,
      UpdateExpression: 'ADD #c :n',
      ExpressionAttributeNames: { '#c': COUNTER },
      ExpressionAttributeValues: { ':n': amount },
    },
  }));
}
