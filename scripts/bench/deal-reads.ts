/**
 * Browse budget (docs/requirements.md#e6-1): the items DynamoDB reads for a page of 20 listings stay flat
 * from 1k to 100k listings and within 3× the page, for the common queries, each next to a Scan-based
 * baseline measured on the same table in the same run.
 *
 * One fresh in-memory local DynamoDB (scripts/local/dynamodb) on a free port, the real table
 * definition, and the demo deal generator (listings and their search-word items, as the API writes
 * them). The table grows from one size to the next (the generator's first N deals are the same
 * whatever the count), so each size is measured on exactly the data a fresh load would have.
 * The browse service itself answers (browseDeals), reading through the functions' own client.
 *
 * Sizes: DEALFLOW_BENCH_DEAL_SIZES (comma-separated), default 1000,10000,100000. Each listing
 * brings ~25 search-word items, and dynalite writes 1,000–2,000 items/s (one core, loads straight
 * into it, past the transaction front), so the full run (2.56M items) takes about 30 minutes;
 * `DEALFLOW_BENCH_DEAL_SIZES=1000,10000 npm run bench -- deals` is the quick run (10–30 minutes with the latency part).
 *
 * At each size it also prices the first two pages of newest, each common filter (state, property
 * type, finance type, category) on newest and by price, text and a 50-mile radius in BILLED read
 * units (read-units.ts; budget ≤ READ_UNITS_BUDGET per page for newest and the filters), reports
 * the index storage per listing, and at the end times the same queries through a local gateway
 * at the quick size (browse-latency.ts). docs/benchmarks.md has the numbers measured.
 */
import { DynamoDBDocumentClient, ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { browseQuerySchema, BROWSE_PAGE_SIZE } from '#shared/deals/deal-api';
import type { GeoPoint } from '#shared/geo/geo-point';
import { distanceMiles, EARTH_RADIUS_MILES } from '#shared/geo/geohash';
import { GLOBAL_INDEXES } from '#functions/db/table-definition';
import { zipCentroid } from '#functions/geo/zip-centroids';
import { batchWriteAll } from '../seed/deals/batch-write';
import type { GeneratedDeal } from '../seed/deals/deal-generator';
import { benchDeals, itemsOf } from './bench-listings';
import { benchSizes } from './bench-sizes';
import { runBrowseLatency } from './browse-latency';
import { itemSizeBytes, STORED_ITEM_OVERHEAD_BYTES } from './dynamo-item-size';
import { meterReadUnits, type ReadUnitMeter } from './read-units';
import { startBenchTable } from './bench-table';
import { runAlone } from './run-alone';

const BUDGET = 3 * BROWSE_PAGE_SIZE;
/** "Flat": the largest table reads at most this many times what the smallest one does. */
const MAX_GROWTH = 1.5;
const TABLE = 'dealflow-bench';
const BUYER = { userId: 'bench-buyer', isAdmin: false, firstRightOfRefusal: false };
const BUSY_ZIP = '78701';
const RADIUS_MILES = 25;
const WORD = 'porch';
/** Billed read units (eventually consistent) one page of newest or a common filter may cost. */
const READ_UNITS_BUDGET = 8;
/** Listings of the latency part: the quick size. */
const LATENCY_LISTINGS = 10_000;

/** A query priced in read units; `budgeted` ones must stay within READ_UNITS_BUDGET. */
interface UnitQuery {
  name: string;
  query: Record<string, string>;
  budgeted: boolean;
}

function unitQueries(): UnitQuery[] {
  const filters: Array<[string, Record<string, string>]> = [
    ['state=TX', { state: 'TX' }],
    ['propertyType=condo', { propertyType: 'condo' }],
    ['financeType=SubTo', { financeType: 'SubTo' }],
    ['category=creative', { category: 'creative' }],
  ];
  return [
    { name: 'newest', query: {}, budgeted: true },
    ...filters.map(([name, query]) => ({ name: `${name}, newest`, query, budgeted: true })),
    ...filters.map(([name, query]) => ({
      name: `${name}, price`,
      query: { ...query, sort: 'price-asc' },
      budgeted: true,
    })),
    // Reported, not budgeted: cards in the word items would cost more in writes (docs/benchmarks.md).
    { name: `text "${WORD}"`, query: { q: WORD }, budgeted: false },
    { name: `50 mi around ${BUSY_ZIP}`, query: { zip: BUSY_ZIP, radius: '50' }, budgeted: true },
  ];
}

/** A browse query, and the Scan that would answer it without indexes. */
interface BenchQuery {
  name: string;
  query: Record<string, string>;
  scan: Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;
  /** What the FilterExpression cannot say (a distance), checked on the items it returns. */
  keep?: (item: Record<string, unknown>) => boolean;
}

/** What a buyer without first right of refusal may see, as a filter on the whole table. */
const VISIBLE = '#entity = :deal AND #status IN (:active, :pending)';
const VISIBLE_NAMES = { '#entity': 'entity', '#status': 'status' };
const VISIBLE_VALUES = { ':deal': 'Deal', ':active': 'active', ':pending': 'pending' };

function boundingBox(center: GeoPoint, miles: number) {
  const lat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const lng = lat / Math.cos((center.lat * Math.PI) / 180);
  return { south: center.lat - lat, north: center.lat + lat, west: center.lng - lng, east: center.lng + lng };
}

function benchQueries(): BenchQuery[] {
  const center = zipCentroid(BUSY_ZIP)!;
  const box = boundingBox(center, RADIUS_MILES);
  return [
    {
      name: 'newest',
      query: { sort: 'newest' },
      scan: {
        FilterExpression: VISIBLE,
        ExpressionAttributeNames: VISIBLE_NAMES,
        ExpressionAttributeValues: VISIBLE_VALUES,
      },
    },
    {
      name: 'TX, ≤ $500k, by price',
      query: { state: 'TX', maxPrice: '500000', sort: 'price-asc' },
      scan: {
        FilterExpression: `${VISIBLE} AND #state = :state AND purchasePrice <= :max`,
        ExpressionAttributeNames: { ...VISIBLE_NAMES, '#state': 'state' },
        ExpressionAttributeValues: { ...VISIBLE_VALUES, ':state': 'TX', ':max': 500_000 },
      },
    },
    {
      name: `${RADIUS_MILES} mi around ${BUSY_ZIP}`,
      query: { zip: BUSY_ZIP, radius: String(RADIUS_MILES) },
      scan: {
        FilterExpression: `${VISIBLE} AND #location.lat BETWEEN :south AND :north AND #location.lng BETWEEN :west AND :east`,
        ExpressionAttributeNames: { ...VISIBLE_NAMES, '#location': 'location' },
        ExpressionAttributeValues: {
          ...VISIBLE_VALUES,
          ':south': box.south,
          ':north': box.north,
          ':west': box.west,
          ':east': box.east,
        },
      },
      keep: (item) => distanceMiles(center, item.location as GeoPoint) <= RADIUS_MILES,
    },
    {
      name: `text "${WORD}"`,
      query: { q: WORD },
      scan: {
        FilterExpression: `${VISIBLE} AND contains(searchWords, :word)`,
        ExpressionAttributeNames: VISIBLE_NAMES,
        ExpressionAttributeValues: { ...VISIBLE_VALUES, ':word': WORD },
      },
    },
  ];
}

/**
 * Items a Scan with the query's filter reads until the 20th and the 40th match: pages of growing
 * size, and within the page that reaches a target, a binary search on Limit for the exact item.
 */
async function scanBaseline(
  client: DynamoDBDocumentClient,
  bench: BenchQuery,
): Promise<[number, number] | null> {
  const targets = [BROWSE_PAGE_SIZE, 2 * BROWSE_PAGE_SIZE];
  const positions: number[] = [];
  const scan = async (limit: number, start: Record<string, unknown> | undefined) => {
    const page = await client.send(
      new ScanCommand({ TableName: TABLE, ...bench.scan, Limit: limit, ExclusiveStartKey: start }),
    );
    const kept = (page.Items ?? []).filter((item) => bench.keep?.(item) ?? true).length;
    return { kept, scanned: page.ScannedCount ?? 0, next: page.LastEvaluatedKey };
  };
  let start: Record<string, unknown> | undefined;
  let matched = 0;
  let scanned = 0;
  let limit = 200;
  while (positions.length < targets.length) {
    const page = await scan(limit, start);
    while (positions.length < targets.length && matched + page.kept >= targets[positions.length]!) {
      const target = targets[positions.length]!;
      let low = 1;
      let high = page.scanned;
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (matched + (await scan(middle, start)).kept >= target) high = middle;
        else low = middle + 1;
      }
      positions.push(scanned + low);
    }
    matched += page.kept;
    scanned += page.scanned;
    if (!page.next) break;
    start = page.next;
    limit = Math.min(limit * 2, 10_000);
  }
  if (positions.length < targets.length) return null;
  return [positions[0]!, positions[1]! - positions[0]!];
}

/** Items the browse service reads for the first page and the page after it, and the first page's length. */
async function browseReads(query: Record<string, string>): Promise<Pick<Row, 'browse' | 'firstPageLength'>> {
  const { browseDeals } = await import('#functions/deals/browse/browse.service');
  const first = await browseDeals(BUYER, browseQuerySchema.parse(query));
  const firstPageLength = first.page.items.length;
  if (!first.page.nextCursor) return { browse: [first.itemsRead, null], firstPageLength };
  const second = await browseDeals(
    BUYER,
    browseQuerySchema.parse({ ...query, cursor: first.page.nextCursor }),
  );
  return { browse: [first.itemsRead, second.itemsRead], firstPageLength };
}

interface UnitRow {
  query: string;
  listings: number;
  onPage: number;
  units: [number, number | null];
  budgeted: boolean;
}

/** Read units of the first page and the page after it. */
async function browseUnits(bench: UnitQuery, meter: ReadUnitMeter, listings: number): Promise<UnitRow> {
  const { browseDeals } = await import('#functions/deals/browse/browse.service');
  meter.take();
  const first = await browseDeals(BUYER, browseQuerySchema.parse(bench.query));
  const firstUnits = meter.take();
  let secondUnits: number | null = null;
  if (first.page.nextCursor) {
    await browseDeals(BUYER, browseQuerySchema.parse({ ...bench.query, cursor: first.page.nextCursor }));
    secondUnits = meter.take();
  }
  return {
    query: bench.name,
    listings,
    onPage: first.page.items.length,
    units: [firstUnits, secondUnits],
    budgeted: bench.budgeted,
  };
}

/** Bytes the indexes store per listing: every item keyed on an index, with the per-item overhead. */
function indexBytesPerListing(items: readonly Record<string, unknown>[], listings: number): number {
  let bytes = 0;
  for (const item of items) {
    const indexed = GLOBAL_INDEXES.filter((index) => item[index.partitionKey] !== undefined).length;
    bytes += indexed * (itemSizeBytes(item) + STORED_ITEM_OVERHEAD_BYTES);
  }
  return bytes / listings;
}

/** Loads deals [from, to) in chunks, printing the rate as it goes. */
async function load(
  client: DynamoDBDocumentClient,
  deals: readonly GeneratedDeal[],
  from: number,
  to: number,
) {
  const started = performance.now();
  let items = 0;
  const chunk = 2_000;
  for (let index = from; index < to; index += chunk) {
    const batch = itemsOf(deals.slice(index, Math.min(to, index + chunk)));
    await batchWriteAll(client, TABLE, batch, { concurrency: 2 });
    items += batch.length;
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(
      `\r  loaded ${Math.min(to, index + chunk)} listings (${items} items, ${(items / seconds).toFixed(0)} items/s)   `,
    );
  }
  process.stderr.write('\n');
  return { items, seconds: (performance.now() - started) / 1000 };
}

interface Row {
  query: string;
  listings: number;
  /** Listings on the first page: fewer than a page when the table holds fewer matches. */
  firstPageLength: number;
  browse: [number, number | null];
  scan: [number, number] | null;
  /** Items in the table: what a Scan reads to answer a sorted query (it must see every item). */
  tableItems: number;
}

/** Loads each size, measures every query against the Scan baseline; answers false when over budget. */
export async function benchDealReads(): Promise<boolean> {
  const sizes = benchSizes('DEALFLOW_BENCH_DEAL_SIZES');
  const { raw, loader, stop } = await startBenchTable(TABLE);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  try {
    console.log(`\nBrowse reads: generating ${sizes[sizes.length - 1]} listings…`);
    const deals = benchDeals(sizes[sizes.length - 1]!);
    const { dynamo: functionsClient } = await import('#functions/lib/clients');
    const meter = meterReadUnits(functionsClient(), client);
    const rows: Row[] = [];
    const unitRows: UnitRow[] = [];
    const loads: string[] = [];
    let loaded = 0;
    let tableItems = 0;
    for (const size of sizes) {
      const { items, seconds } = await load(loader, deals, loaded, size);
      tableItems += items;
      loads.push(`${loaded}→${size} listings: ${items} items in ${seconds.toFixed(0)} s`);
      loaded = size;
      for (const bench of benchQueries()) {
        rows.push({
          query: bench.name,
          listings: size,
          tableItems,
          ...(await browseReads(bench.query)),
          scan: await scanBaseline(client, bench),
        });
      }
      for (const bench of unitQueries()) unitRows.push(await browseUnits(bench, meter, size));
    }
    const largest = sizes[sizes.length - 1]!;
    const withinItems = printResults(rows, sizes, loads);
    const withinUnits = printUnits(unitRows, indexBytesPerListing(itemsOf(deals.slice(0, largest)), largest));
    const withinLatency = runBrowseLatency(Math.min(LATENCY_LISTINGS, largest));
    return withinItems && withinUnits && withinLatency;
  } finally {
    await stop();
  }
}

/** Prints the read units per page and the index storage; answers false when a budgeted page is over. */
function printUnits(rows: UnitRow[], indexBytes: number): boolean {
  console.log(
    `\nBrowse: billed read units per page of ${BROWSE_PAGE_SIZE} (eventually consistent; page 1 / page 2), a buyer`,
  );
  let within = true;
  console.table(
    rows.map((row) => {
      const ok =
        !row.budgeted || (row.units[0] <= READ_UNITS_BUDGET && (row.units[1] ?? 0) <= READ_UNITS_BUDGET);
      within &&= ok;
      return {
        query: row.query,
        listings: row.listings,
        'on p1': row.onPage,
        'RCU p1': row.units[0],
        'RCU p2': row.units[1] ?? 'no page 2',
        budget: row.budgeted ? (ok ? 'ok' : 'OVER') : 'reported',
      };
    }),
  );
  console.log(
    `Budget: ≤ ${READ_UNITS_BUDGET} read units per page for newest, the common filters and the radius; text reported. ` +
      `Index storage per listing (every index item, +${STORED_ITEM_OVERHEAD_BYTES} B each): ${Math.round(indexBytes)} B.`,
  );
  return within;
}

function printResults(rows: Row[], sizes: number[], loads: string[]): boolean {
  console.log(
    `\nBrowse: items DynamoDB read per page of ${BROWSE_PAGE_SIZE} (page 1 / page 2), browse service vs Scan baseline`,
  );
  console.log(`Load: ${loads.join('; ')}`);
  let allWithin = true;
  const table = rows.map((row) => {
    // Flat: compared between sizes whose first page is full (a small table may hold fewer matches).
    const full = rows.filter(
      (other) => other.query === row.query && other.firstPageLength === BROWSE_PAGE_SIZE,
    );
    const fewest = Math.min(...full.map((other) => other.browse[0]));
    const flat =
      row.firstPageLength < BROWSE_PAGE_SIZE ||
      row.browse[0] <= Math.max(fewest * MAX_GROWTH, fewest + BROWSE_PAGE_SIZE / 2);
    const within = row.browse[0] <= BUDGET && (row.browse[1] ?? 0) <= BUDGET && flat;
    allWithin &&= within;
    return {
      query: row.query,
      listings: row.listings,
      'on p1': row.firstPageLength,
      'browse p1': row.browse[0],
      'browse p2': row.browse[1] ?? 'no page 2',
      'scan p1': row.scan?.[0] ?? 'fewer than 40 matches',
      'scan p2': row.scan?.[1] ?? '',
      'sorted scan': row.tableItems,
      budget: within ? 'ok' : 'OVER',
    };
  });
  console.table(table);
  console.log(
    `Budget: ≤ ${BUDGET} items per page (3× the page) at every size, and flat: no size reads more than ` +
      `${MAX_GROWTH}× (or ${BROWSE_PAGE_SIZE / 2} items more than) the size that reads least, among sizes with a full ` +
      'first page ("on p1"). The Scan baseline stops at the ' +
      '20th/40th match in storage order, unsorted: a lower bound; a sorted answer (newest, by price) must read ' +
      'every item ("sorted scan").',
  );
  return allWithin;
}

if (require.main === module) runAlone(benchDealReads);
