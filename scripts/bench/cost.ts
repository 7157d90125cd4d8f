/**
 * The month's bill at 100k listings (docs/benchmarks.md "What a month costs"), from figures measured
 * here on the real code: billed read units of browse, text, radius and detail pages, write units of
 * a detail view, and the bytes a listing stores; priced by cost-model.ts with a stated traffic
 * profile. Read units per page are flat from 1k to 100k listings (the `deals` bench), so 2,000
 * listings measure them; storage is per listing and scales linearly.
 */
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { browseQuerySchema } from '#shared/deals/deal-api';
import type { Principal } from '#functions/lib/http/principal';
import { GLOBAL_INDEXES, PARTITION_KEY } from '#functions/db/table-definition';
import { isBrowsable } from '#functions/db/entities/deal.entity';
import { batchWriteAll } from '../seed/deals/batch-write';
import { benchDeals, itemsOf } from './bench-listings';
import { startBenchTable } from './bench-table';
import { monthlyBill, US_EAST_2_PRICES, type MeasuredCosts, type TrafficProfile } from './cost-model';
import { priceChanges } from './deal-writes';
import { itemSizeBytes, STORED_ITEM_OVERHEAD_BYTES } from './dynamo-item-size';
import { meterReadUnits } from './read-units';

const TABLE = 'dealflow-bench-cost';
const LISTINGS = 2_000;

/**
 * The month priced: 100k listings and a million page views (the scale at which photo traffic was
 * estimated). One API request a page view and a half (the page's data, now and then the account or
 * a batch of recent pages); a warm function answering in about 60 ms at the routes' 512 MB.
 */
export const MONTH_AT_100K: TrafficProfile = {
  listings: 100_000,
  pageViewsPerMonth: 1_000_000,
  apiRequestsPerPageView: 1.5,
  shares: { browse: 0.35, textSearch: 0.05, radius: 0.05, detail: 0.3 },
  lambdaMsPerRequest: 60,
  lambdaMemoryMb: 512,
};

/** A production search cluster's list price a month (three m6g.large.search nodes with storage). */
const SEARCH_CLUSTER_DOLLARS = 350;

const BUYER: Principal = {
  userId: 'bench-cost-buyer',
  email: 'bench-cost-buyer@example.com',
  firstName: 'Bench',
  lastName: 'Buyer',
  phoneNumber: null,
  cognitoGroups: [],
  roles: ['buyer'],
  role: 'buyer',
  emailVerified: true,
};

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Bytes a listing's items occupy in the table and in every index that holds them, per listing. */
function storedBytesPerListing(items: readonly Record<string, unknown>[], listings: number): number {
  const bytes = items.reduce((sum, item) => {
    const copies = 1 + GLOBAL_INDEXES.filter((index) => item[index.partitionKey] !== undefined).length;
    return sum + copies * (itemSizeBytes(item) + STORED_ITEM_OVERHEAD_BYTES);
  }, 0);
  return bytes / listings;
}

/** Measures the inputs, prints the bill; no budget of its own (the figures it uses have theirs). */
export async function benchCost(): Promise<boolean> {
  const { raw, loader, stop } = await startBenchTable(TABLE);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  try {
    const deals = benchDeals(LISTINGS);
    const items = itemsOf(deals);
    await batchWriteAll(loader, TABLE, items, { concurrency: 2 });
    const { dynamo } = await import('#functions/lib/clients');
    const { browseDeals } = await import('#functions/deals/browse/browse.service');
    const { getDeal } = await import('#functions/deals/deals.service');
    const meter = meterReadUnits(dynamo(), client);
    const pageUnits = async (query: Record<string, string>) => {
      meter.take();
      await browseDeals(
        { userId: BUYER.userId, isAdmin: false, firstRightOfRefusal: false },
        browseQuerySchema.parse(query),
      );
      return meter.take();
    };
    // Newest, then each common filter on newest.
    const browseQueries: Record<string, string>[] = [
      {},
      { state: 'TX' },
      { propertyType: 'condo' },
      { financeType: 'SubTo' },
      { category: 'creative' },
    ];
    const browse = [];
    for (const query of browseQueries) browse.push(await pageUnits(query));

    const listing = deals.filter(
      ({ record }) => isBrowsable(record.status) && record.status !== 'exclusive',
    )[0]!;
    const partitionOf = async () =>
      (
        await client.send(
          new QueryCommand({
            TableName: TABLE,
            KeyConditionExpression: '#pk = :pk',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY },
            ExpressionAttributeValues: { ':pk': `DEAL#${listing.record.dealId}` },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    const before = await partitionOf();
    meter.take();
    await getDeal(BUYER, listing.record.dealId, new Date());
    const detailReadUnits = meter.take();
    const view = priceChanges(before, await partitionOf());

    const measured: MeasuredCosts = {
      browsePageReadUnits: mean(browse),
      textSearchPageReadUnits: await pageUnits({ q: 'porch' }),
      radiusPageReadUnits: await pageUnits({ zip: '78701', radius: '50' }),
      detailReadUnits,
      detailViewWriteUnits: view.units,
      storedBytesPerListing: storedBytesPerListing(items, LISTINGS),
      // The route pipeline reads the caller's User item consistently: 1 unit for up to 4 KB.
      requestReadUnits: 1,
    };
    const bill = monthlyBill(measured, MONTH_AT_100K, US_EAST_2_PRICES);
    console.log('\nCost: inputs measured on %d listings (per page / per view / per listing)', LISTINGS);
    console.table(measured);
    console.log(
      'A month at %d listings and %d page views (us-east-2 on-demand list prices):',
      MONTH_AT_100K.listings,
      MONTH_AT_100K.pageViewsPerMonth,
    );
    console.table(
      bill.lines.map((line) => ({
        item: line.item,
        quantity: Math.round(line.quantity * 100) / 100,
        unit: line.unit,
        dollars: line.dollars.toFixed(2),
      })),
    );
    console.log(
      `Total ${bill.total.toFixed(2)} dollars a month; text search ${bill.textSearch.toFixed(2)} of it, ` +
        `against about ${SEARCH_CLUSTER_DOLLARS} for a search cluster.`,
    );
    return true;
  } finally {
    await stop();
  }
}
