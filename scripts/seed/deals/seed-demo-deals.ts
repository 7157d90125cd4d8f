/**
 * Seeds the local stack with demo deals (deal-generator.ts) owned by the demo sellers (seller@,
 * hybrid@, admin@), their photos (house-photo.ts, uploaded to the uploads bucket with their renditions and so
 * served under /assets), status history, activity, address claims, and the favourites, interest and offers of
 * buyer@ and hybrid@ (with the accepted offer of a listing that went pending through the platform).
 *
 * Items go straight into the table with the entity builders and BatchWrite (the API would take
 * minutes for 300 listings). Idempotent: when the first seeded deal is already there (data kept in
 * `.local/`), nothing is written, so changes made in the app survive a restart and the dates stay
 * as first seeded. Takes 20–30 s (~9 s encoding the photos, the rest ~12k items), so only `npm start` seeds deals, not
 * throwaway test stacks (see stack.ts).
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dealActivityItemBase } from '#functions/db/entities/deal-activity.entity';
import { dealKey, isBrowsable, toDealItem } from '#functions/db/entities/deal.entity';
import { toDealCountersItem } from '#functions/db/entities/deal-counters.entity';
import { toAddressClaimItem } from '#functions/db/entities/deal-address-claim.entity';
import { toFavoriteItem } from '#functions/db/entities/favorite.entity';
import { toSearchWordItems } from '#functions/db/entities/deal-search-word.entity';
import { toBrowseEntryItems } from '#functions/db/entities/deal-browse-entry.entity';
import { toStatusHistoryItem } from '#functions/db/entities/deal-status-history.entity';
import { toInterestItem } from '#functions/db/entities/interest.entity';
import { toOfferItem } from '#functions/db/entities/offer.entity';
import { tableName } from '#functions/db/table';
import { dynamo } from '#functions/lib/clients';
import { renderPhotoRenditions } from '#functions/deal-photos/photo-renditions';
import { env } from '#functions/lib/env';
import type { DealStatus } from '#shared/deals/deal-status';
import { renditionKey } from '#shared/deals/photo-renditions';
import { demoAccount } from '../demo-accounts';
import type { SeedOutcome } from '../seed-demo-accounts';
import { batchWriteAll } from './batch-write';
import {
  generateDemoDeals,
  PHOTO_POOL_SIZE,
  seedDealId,
  seedPhotoKey,
  type GeneratedDeal,
} from './deal-generator';
import type { DemoBuyer } from './deal-flow-generator';
import { housePhotoJpeg } from './house-photo';
import { stableUlid } from './seeded-random';

/** How many demo deals the local stack gets. */
export const DEMO_DEAL_COUNT = 320;
/** The PRNG seed of the demo deals and their photos. */
export const DEMO_DEAL_SEED = 20_250_101;
export const DEMO_DEAL_OWNERS = ['seller@example.com', 'hybrid@example.com', 'admin@example.com'] as const;
/** The demo accounts who favourite, show interest in and make offers on others' deals. */
export const DEMO_BUYERS = ['buyer@example.com', 'hybrid@example.com'] as const;

/** A canceled or deleted listing no longer holds its street address (deal-status.service.ts). */
const RELEASES_ADDRESS: readonly DealStatus[] = ['canceled', 'deleted'];

export interface DemoDealsSeed {
  outcome: 'created' | 'unchanged';
  deals: number;
  items: number;
  photos: number;
}

/** Every table item of one generated deal: listing, counters, words, history, activity, favourites, claim. */
export function demoDealItems(deal: GeneratedDeal): Record<string, unknown>[] {
  const { record, dealFlow } = deal;
  return [
    {
      ...toDealItem(record),
      ...(dealFlow.acceptedOfferId ? { acceptedOfferId: dealFlow.acceptedOfferId } : {}),
    },
    toDealCountersItem(record.dealId, {
      viewCount: record.viewCount,
      uniqueViewerCount: record.uniqueViewerCount,
    }),
    ...toBrowseEntryItems(record),
    ...(isBrowsable(record.status) ? toSearchWordItems(record) : []),
    ...deal.history.map((entry, step) =>
      toStatusHistoryItem(record.dealId, stableUlid(Date.parse(entry.at), step), entry),
    ),
    ...deal.activity.map(({ date, ...counters }) => {
      const { key, attributes } = dealActivityItemBase(record.dealId, date);
      return { ...key, ...attributes, ...counters };
    }),
    ...deal.favorites.map((favorite) => toFavoriteItem(favorite.userId, record.dealId, favorite.at)),
    ...dealFlow.interests.map(toInterestItem),
    ...dealFlow.offers.map(toOfferItem),
    ...(RELEASES_ADDRESS.includes(record.status) ? [] : [toAddressClaimItem(record)]),
  ];
}

function userIdOf(seeded: readonly SeedOutcome[], email: string): string | undefined {
  return seeded.find((outcome) => outcome.email === email)?.userId;
}

/** The seeded demo buyers, as offers and interests copy them (buyerOf in functions/src/offers). */
function demoBuyersOf(seeded: readonly SeedOutcome[]): DemoBuyer[] {
  return DEMO_BUYERS.flatMap((email) => {
    const userId = userIdOf(seeded, email);
    if (!userId) return [];
    const { firstName, lastName, phoneNumber } = demoAccount(email);
    return [{ userId, buyer: { firstName, lastName, email, phoneNumber, certifiedBuyer: false } }];
  });
}

/** One stored object of the photo pool: a photo or one of its renditions, relative to the photo key. */
export interface PoolObject {
  key: (photoKey: string) => string;
  body: Buffer;
  contentType: string;
}

/**
 * The photo pool, generated once: each photo, and its renditions drawn by the same module as the
 * upload event's (the seed writes photos straight to the bucket, so no event makes them).
 */
export async function photoPoolObjects(size: number = PHOTO_POOL_SIZE): Promise<PoolObject[][]> {
  const photos = Array.from({ length: size }, (_, n) => housePhotoJpeg(DEMO_DEAL_SEED + n));
  return Promise.all(
    photos.map(async (photo) => [
      { key: (photoKey: string) => photoKey, body: photo, contentType: 'image/jpeg' },
      ...(await renderPhotoRenditions(photo)).map(({ width, body }) => ({
        key: (photoKey: string) => renditionKey(photoKey, width),
        body,
        contentType: 'image/webp',
      })),
    ]),
  );
}

/** Generates the photo pool once and uploads it, with its renditions, under each owner's deal-photos prefix. */
async function uploadPhotoPool(owners: readonly string[]): Promise<number> {
  const s3 = new S3Client({ region: env().AWS_REGION, forcePathStyle: env().S3_FORCE_PATH_STYLE });
  try {
    const pool = await photoPoolObjects();
    await Promise.all(
      owners.flatMap((ownerId) =>
        pool.flatMap((objects, n) =>
          objects.map((object) =>
            s3.send(
              new PutObjectCommand({
                Bucket: env().UPLOADS_BUCKET,
                Key: object.key(seedPhotoKey(ownerId, n)),
                Body: object.body,
                ContentType: object.contentType,
              }),
            ),
          ),
        ),
      ),
    );
    return owners.length * pool.length;
  } finally {
    s3.destroy();
  }
}

/**
 * Seeds the demo deals of the seeded demo accounts, unless they are there already. Runs in the stack
 * process after the function environment is set (it writes through the functions' clients).
 */
export async function seedDemoDeals(
  seeded: readonly SeedOutcome[],
  options: { now?: Date; client?: DynamoDBDocumentClient } = {},
): Promise<DemoDealsSeed> {
  const client = options.client ?? dynamo();
  const owners = DEMO_DEAL_OWNERS.map((email) => userIdOf(seeded, email)).filter(
    (userId): userId is string => userId !== undefined,
  );
  if (owners.length === 0) return { outcome: 'unchanged', deals: 0, items: 0, photos: 0 };
  const { Item } = await client.send(new GetCommand({ TableName: tableName(), Key: dealKey(seedDealId(0)) }));
  if (Item) return { outcome: 'unchanged', deals: 0, items: 0, photos: 0 };

  const demoBuyers = demoBuyersOf(seeded);
  const deals = generateDemoDeals({
    count: DEMO_DEAL_COUNT,
    seed: DEMO_DEAL_SEED,
    now: options.now ?? new Date(),
    owners,
    favoriteUsers: demoBuyers.map(({ userId }) => userId),
    demoBuyers,
  });
  const photos = await uploadPhotoPool(owners);
  // The first deal is the "already seeded" marker: written last, so an interrupted seed runs again.
  const [marker, ...rest] = deals;
  const items = rest.flatMap(demoDealItems);
  const markerItems = marker ? demoDealItems(marker) : [];
  await batchWriteAll(client, tableName(), items);
  await batchWriteAll(client, tableName(), markerItems);
  return { outcome: 'created', deals: deals.length, items: items.length + markerItems.length, photos };
}
