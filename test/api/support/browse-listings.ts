/**
 * Listings written straight into the local stack's table for the browse API tests, with the same
 * entity functions the API writes them with (listing item, browse entries, search-word items), so a test controls
 * every field browse looks at (status, owner, location, time) and reads only what it wrote: each
 * run names its own city, ZIP and words.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { searchWordsOf, toSearchWordItems } from '#functions/db/entities/deal-search-word.entity';
import {
  toBrowseEntryItem,
  toBrowseEntryItems,
  toDealCard,
} from '#functions/db/entities/deal-browse-entry.entity';
import {
  LEGACY_BROWSE_INDEX_ATTRIBUTES,
  toDealItem,
  type DealRecord,
} from '#functions/db/entities/deal.entity';
import { toFavoriteItem } from '#functions/db/entities/favorite.entity';
import { localTable } from './accounts';

/** A word (letters and digits) nobody else writes: a city, a description word. */
export const uniqueWord = (label: string) => `${label}${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** A ZIP no real place has (000xx), so it finds nothing but what a test writes. */
export const unlikelyZip = () => `000${String(randomInt(0, 100)).padStart(2, '0')}`;

let sequence = 0;

/** A browsable cash listing record, created a moment after the previous one; overrides replace fields. */
export function listingRecord(overrides: Partial<DealRecord> = {}): DealRecord {
  sequence += 1;
  const createdAt = new Date(Date.now() + sequence).toISOString();
  const base = {
    dealId: randomUUID(),
    ownerId: 'browse-test-seller',
    status: 'active' as const,
    streetAddress: `${randomInt(1, 9999)} Browse Test Road`,
    city: 'Testburg',
    state: 'WY' as const,
    zipCode: '82001',
    purchasePrice: 300_000,
    dealCategory: 'cash' as const,
    purchaseType: 'cash' as const,
    propertyType: 'singleFamily' as const,
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1500,
    dealDescription: 'A listing written by the browse API tests.',
    tags: ['off-market' as const],
    legalCertification: true as const,
    favoriteCount: 0,
    interestCount: 0,
    offerCount: 0,
    viewCount: 0,
    location: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
  return { ...base, searchWords: searchWordsOf(base), uniqueViewerCount: 0 } as DealRecord;
}

async function writeItems(items: readonly Record<string, unknown>[]): Promise<void> {
  const { dynamo, tableName } = localTable();
  for (let start = 0; start < items.length; start += 25) {
    let pending = items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const { UnprocessedItems } = await dynamo.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
      );
      pending = (UnprocessedItems?.[tableName] ?? []) as typeof pending;
    }
  }
}

/** Writes listings (with their search-word items while browsable) and answers their records. */
export async function writeListings(records: readonly DealRecord[]): Promise<DealRecord[]> {
  const browsable = ['exclusive', 'active', 'pending'];
  await writeItems(
    records.flatMap((record) => [
      toDealItem(record),
      ...toBrowseEntryItems(record),
      ...(browsable.includes(record.status) ? toSearchWordItems(record) : []),
    ]),
  );
  return [...records];
}

/**
 * Writes listings as they were stored before browse entries: the listing item carries the browse
 * index keys (the all entry's) itself, and no entries exist.
 */
export async function writeLegacyListings(records: readonly DealRecord[]): Promise<DealRecord[]> {
  await writeItems(
    records.flatMap((record) => {
      const allEntry: Record<string, unknown> = toBrowseEntryItem(toDealCard(record), null);
      const legacyKeys = LEGACY_BROWSE_INDEX_ATTRIBUTES.filter((name) => name in allEntry).map((name) => [
        name,
        allEntry[name],
      ]);
      return [{ ...toDealItem(record), ...Object.fromEntries(legacyKeys) }, ...toSearchWordItems(record)];
    }),
  );
  return [...records];
}

/** Saves listings as a user's favourites, as the favourite route stores them. */
export async function writeFavorites(userId: string, dealIds: readonly string[]): Promise<void> {
  await writeItems(dealIds.map((dealId) => toFavoriteItem(userId, dealId, new Date().toISOString())));
}
