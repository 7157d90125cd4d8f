/**
 * The prices of the listings buyers can find in one ZIP, for the demand figures of a ZIP's page
 * (docs/demand.md): read from the ZIP's search-word partition (browse keeps one item per word and
 * browsable listing, the ZIP among the words), then only each listing's price, status and ZIP.
 */
import { batchGet } from '../db/batch';
import { dealKey, isBrowsable } from '../db/entities/deal.entity';
import { dealSearchWordPartition } from '../db/entities/deal-search-word.entity';
import type { DealStatus } from '#shared/deals/deal-status';
import { TABLE } from '../db/indexes';
import { queryOnce } from '../db/query';

/** Most listings one ZIP's prices are taken from (newest first): bounds the reads of a ZIP page. */
export const ZIP_LISTING_PRICES_MAX = 200;

/**
 * The purchase prices of the browsable listings (exclusive ones included: they are on the market)
 * in the ZIP, newest listings first, at most ZIP_LISTING_PRICES_MAX. A word item can outlive its
 * listing's browse status or stand for the ZIP's digits in a description: each listing's own status
 * and ZIP decide.
 */
export async function browsableListingPricesInZip(zipCode: string): Promise<number[]> {
  const { items: pointers } = await queryOnce(
    { index: TABLE, partition: dealSearchWordPartition(zipCode) },
    { forward: false, limit: ZIP_LISTING_PRICES_MAX },
  );
  if (pointers.length === 0) return [];
  const { items } = await batchGet(
    pointers.map((pointer) => dealKey(String(pointer.dealId))),
    ['status', 'zipCode', 'purchasePrice'],
  );
  return items
    .filter((item) => isBrowsable(item.status as DealStatus) && item.zipCode === zipCode)
    .map((item) => Number(item.purchasePrice));
}
