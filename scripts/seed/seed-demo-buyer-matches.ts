/**
 * Seeds the alert-index entries that give the demo seller's subject-to listing its ranked buyers
 * (demo-buyer-matches.ts says which). Idempotent puts; runs after the demo buyers and deals.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { toAlertIndexItem } from '#functions/db/entities/alert-index.entity';
import { DEALS_BY_OWNER_INDEX, dealsByOwnerPartition } from '#functions/db/entities/deal.entity';
import { queryAll } from '#functions/db/query';
import { tableName } from '#functions/db/table';
import { batchWriteAll } from './deals/batch-write';
import { generateDemoBuyers } from './demo-buyers';
import { type DemoListing, matchIndexEntries, pickMatchListing } from './demo-buyer-matches';
import type { SeedOutcome } from './seed-demo-accounts';

export interface DemoBuyerMatchesSeed {
  dealId: string | null;
  entries: number;
}

/** Writes the index entries of the demo buyers who fit the demo seller's subject-to listing. */
export async function seedDemoBuyerMatches(
  seeded: readonly SeedOutcome[],
  client: DynamoDBDocumentClient,
): Promise<DemoBuyerMatchesSeed> {
  const sellerId = seeded.find((outcome) => outcome.email === 'seller@example.com')?.userId;
  if (!sellerId) return { dealId: null, entries: 0 };
  // The seller's few hundred listings at most, whole: status and state are reserved words.
  const listings = (await queryAll({
    index: DEALS_BY_OWNER_INDEX,
    partition: dealsByOwnerPartition(sellerId),
  })) as unknown as DemoListing[];
  const listing = pickMatchListing(listings);
  if (!listing) return { dealId: null, entries: 0 };
  const entries = matchIndexEntries(listing, generateDemoBuyers());
  await batchWriteAll(
    client,
    tableName(),
    entries.map(({ userId, entry }) => toAlertIndexItem(entry, userId)),
  );
  return { dealId: listing.dealId, entries: entries.length };
}
