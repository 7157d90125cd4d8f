/**
 * The published ZIP demand snapshot (functions/src/db/entities/zip-demand.entity.ts): the daily
 * copy of each state's live figures the public API serves, the pointer naming the day it serves,
 * and each ZIP's month of history the same run writes. The publish job writes here; the public
 * route reads the pointer, then only the asked ZIPs or one state's partition.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, batchWrite, type WriteRequest } from '../db/batch';
import {
  fromZipDemandItem,
  PUBLISHED_ZIP_DEMAND_ENTITY,
  PUBLISHED_ZIP_DEMAND_POINTER_ENTITY,
  PUBLISHED_ZIP_DEMAND_POINTER_KEY,
  publishedZipDemandKey,
  publishedZipDemandPartition,
  ZIP_DEMAND_MONTH_ENTITY,
  zipDemandAttributes,
  zipDemandMonthKey,
  type ZipDemandFigures,
} from '../db/entities/zip-demand.entity';
import { TABLE } from '../db/indexes';
import { queryAll } from '../db/query';
import { tableName } from '../db/table';
import { TTL_ATTRIBUTE } from '../db/table-definition';
import { dynamo } from '../lib/clients';

/** A day's snapshot of a state: every ZIP it holds, with its figures (one partition, paged). */
export async function publishedStateFigures(day: string, state: string): Promise<ZipDemandFigures[]> {
  const items = await queryAll({ index: TABLE, partition: publishedZipDemandPartition(day, state) });
  return items.map(fromZipDemandItem);
}

/** The snapshot figures of these ZIPs (each with the state it is filed under); absent ZIPs are left out. */
export async function publishedFiguresOf(
  day: string,
  zips: readonly { zipCode: string; state: string }[],
): Promise<{ figures: ZipDemandFigures[]; itemsRead: number }> {
  const { items, itemsRead } = await batchGet(
    zips.map(({ zipCode, state }) => publishedZipDemandKey(day, state, zipCode)),
  );
  return { figures: items.map(fromZipDemandItem), itemsRead };
}

/**
 * Writes a state's figures into a day's snapshot, expiring at `expiresAt` (epoch seconds), and
 * removes the ZIPs an earlier run of the same day wrote that have no buyers now: a re-run leaves
 * exactly what one run would.
 */
export async function writeSnapshot(
  day: string,
  figures: readonly ZipDemandFigures[],
  removedZips: readonly { zipCode: string; state: string }[],
  expiresAt: number,
): Promise<void> {
  const requests: WriteRequest[] = [
    ...figures.map((zip) => ({
      PutRequest: {
        Item: {
          ...publishedZipDemandKey(day, zip.state, zip.zipCode),
          entity: PUBLISHED_ZIP_DEMAND_ENTITY,
          ...zipDemandAttributes(zip),
          [TTL_ATTRIBUTE]: expiresAt,
        },
      },
    })),
    ...removedZips.map(({ zipCode, state }) => ({
      DeleteRequest: { Key: publishedZipDemandKey(day, state, zipCode) },
    })),
  ];
  await batchWrite(requests);
}

/** Writes each ZIP's figures as its month's history item (YYYY-MM), replacing the month's earlier ones. */
export async function writeMonthHistory(month: string, figures: readonly ZipDemandFigures[]): Promise<void> {
  await batchWrite(
    figures.map((zip) => ({
      PutRequest: {
        Item: {
          ...zipDemandMonthKey(zip.zipCode, month),
          entity: ZIP_DEMAND_MONTH_ENTITY,
          month,
          ...zipDemandAttributes(zip),
        },
      },
    })),
  );
}

/** Points the public API at a day's snapshot (written only once that day's snapshot is complete). */
export async function switchPublishedPointer(day: string): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...PUBLISHED_ZIP_DEMAND_POINTER_KEY,
        entity: PUBLISHED_ZIP_DEMAND_POINTER_ENTITY,
        asOf: day,
      },
    }),
  );
}

/** The day of the snapshot the public API serves, or null before the first publication. */
export async function publishedDay(): Promise<string | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: PUBLISHED_ZIP_DEMAND_POINTER_KEY }),
  );
  return typeof Item?.asOf === 'string' ? Item.asOf : null;
}
