/**
 * View write budget: the write units DynamoDB bills for one detail view (a first view and a repeat
 * view) of realistic listings, and the bytes each listing occupies in every index.
 *
 * One fresh in-memory local DynamoDB (scripts/local/dynamodb) with the real table, demo listings
 * (the seed's generator, every item the seed writes for them), then views counted by the real
 * repository (recordView, as the get-deal handler does). The stand-in reports no consumed
 * capacity, so the bench reads the listing's partition before and after each view and prices
 * every item that changed by DynamoDB's rules (dynamo-item-size.ts):
 * - the table: ceil(size / 1 KB) of the larger of the old and new image, twice over when the
 *   write is part of a TransactWriteItems (every view is one transaction);
 * - each GSI the item is in, before or after: the same for its projected image, once when a
 *   projected attribute changed (twice when its index key moved), nothing when no projected
 *   attribute changed. Projections come from the table definition (ALL unless an index says
 *   otherwise), so slimmer projections show up here as soon as they land.
 */
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  GLOBAL_INDEXES,
  PARTITION_KEY,
  SORT_KEY,
  type GlobalIndexDefinition,
} from '#functions/db/table-definition';
import { isBrowsable } from '#functions/db/entities/deal.entity';
import { batchWriteAll } from '../seed/deals/batch-write';
import { generateDemoDeals } from '../seed/deals/deal-generator';
import { demoDealItems } from '../seed/deals/seed-demo-deals';
import { startBenchTable } from './bench-table';
import { itemSizeBytes, STORED_ITEM_OVERHEAD_BYTES, writeUnits } from './dynamo-item-size';
import { runAlone } from './run-alone';

/** Write units one view may cost, whatever the listing's size. */
const BUDGET = 6;
const TABLE = 'dealflow-bench-writes';
const SEED = 4243;
const LISTINGS = 60;
const OWNERS = ['bench-seller-1', 'bench-seller-2', 'bench-seller-3'];
const BUYERS = ['bench-buyer-1', 'bench-buyer-2', 'bench-buyer-3'];
/** Every write of a view is in one TransactWriteItems, which bills the table twice per KB. */
const TRANSACTIONAL = 2;

type Item = Record<string, unknown>;
type IndexDefinition = GlobalIndexDefinition;

/** The item as the index stores it, or null when the item has no entry in it. */
function projected(item: Item | undefined, index: IndexDefinition): Item | null {
  if (!item || item[index.partitionKey] === undefined || item[index.sortKey] === undefined) return null;
  const projection = index.projection ?? { type: 'ALL' };
  if (projection.type === 'ALL') return item;
  const kept = [PARTITION_KEY, SORT_KEY, index.partitionKey, index.sortKey];
  if (projection.type === 'INCLUDE') kept.push(...projection.attributes);
  return Object.fromEntries(Object.entries(item).filter(([name]) => kept.includes(name)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const keyOf = (item: Item) => `${String(item[PARTITION_KEY])}|${String(item[SORT_KEY])}`;

/** Write units one item's change costs in one index. */
function indexWriteUnits(before: Item | undefined, after: Item | undefined, index: IndexDefinition): number {
  const old = projected(before, index);
  const next = projected(after, index);
  if (!old && !next) return 0;
  if (!old || !next) return writeUnits(itemSizeBytes((old ?? next)!));
  const moved =
    old[index.partitionKey] !== next[index.partitionKey] || old[index.sortKey] !== next[index.sortKey];
  if (moved) return writeUnits(itemSizeBytes(old)) + writeUnits(itemSizeBytes(next));
  const size = Math.max(itemSizeBytes(old), itemSizeBytes(next));
  return same(sortedEntries(old), sortedEntries(next)) ? 0 : writeUnits(size);
}

const sortedEntries = (item: Item) => Object.entries(item).sort(([a], [b]) => a.localeCompare(b));

/** What one write cost: the items it changed and their billed units. */
interface WriteCost {
  items: string[];
  units: number;
  tableUnits: number;
  indexUnits: number;
}

/** Prices the difference between two reads of a partition. */
export function priceChanges(before: readonly Item[], after: readonly Item[]): WriteCost {
  const old = new Map(before.map((item) => [keyOf(item), item]));
  const next = new Map(after.map((item) => [keyOf(item), item]));
  const cost: WriteCost = { items: [], units: 0, tableUnits: 0, indexUnits: 0 };
  for (const key of new Set([...old.keys(), ...next.keys()])) {
    const was = old.get(key);
    const is = next.get(key);
    if (was && is && same(sortedEntries(was), sortedEntries(is))) continue;
    const size = Math.max(was ? itemSizeBytes(was) : 0, is ? itemSizeBytes(is) : 0);
    const table = TRANSACTIONAL * writeUnits(size);
    const indexes = GLOBAL_INDEXES.reduce((sum, index) => sum + indexWriteUnits(was, is, index), 0);
    cost.items.push(`${String((is ?? was)![SORT_KEY]).replace(/#.*/, '#…')} ${size} B`);
    cost.tableUnits += table;
    cost.indexUnits += indexes;
    cost.units += table + indexes;
  }
  return cost;
}

/** The bytes a listing item occupies in each index that holds it (projected image + overhead). */
function indexStorage(listing: Item): Record<string, number | string> {
  return Object.fromEntries(
    GLOBAL_INDEXES.map((index) => {
      const image = projected(listing, index);
      return [index.name, image ? itemSizeBytes(image) + STORED_ITEM_OVERHEAD_BYTES : '—'];
    }),
  );
}

async function partition(client: DynamoDBDocumentClient, pk: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Measures a first and a repeat view of the median and the largest listing; false when over budget. */
export async function benchDealWrites(): Promise<boolean> {
  const { raw, loader, stop } = await startBenchTable(TABLE);
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  try {
    const now = new Date();
    const deals = generateDemoDeals({
      count: LISTINGS,
      seed: SEED,
      now,
      owners: OWNERS,
      favoriteUsers: BUYERS,
    })
      .filter((deal) => isBrowsable(deal.record.status))
      .map((deal) => ({ deal, items: demoDealItems(deal) }))
      .map(({ deal, items }) => ({ deal, items, listing: items[0]!, size: itemSizeBytes(items[0]!) }))
      .sort((a, b) => a.size - b.size);
    await batchWriteAll(
      loader,
      TABLE,
      deals.flatMap(({ items }) => items),
      { concurrency: 2 },
    );
    const { recordView } = await import('#functions/deals/deal-activity.repository');
    const picked = [
      { name: 'median', ...deals[Math.floor(deals.length / 2)]! },
      { name: 'largest', ...deals[deals.length - 1]! },
    ];
    let within = true;
    const rows = [];
    const storage = [];
    for (const { name, deal, listing, size } of picked) {
      const pk = String(listing[PARTITION_KEY]);
      for (const view of ['first view', 'repeat view'] as const) {
        const before = await partition(client, pk);
        await recordView(deal.record.dealId, 'bench-viewer', now.toISOString());
        const cost = priceChanges(before, await partition(client, pk));
        if (cost.items.length === 0) throw new Error(`The ${view} of the ${name} listing wrote nothing.`);
        const ok = cost.units <= BUDGET;
        within &&= ok;
        rows.push({
          listing: `${name} (${size} B)`,
          view,
          'items written': cost.items.join(', '),
          'table units': cost.tableUnits,
          'index units': cost.indexUnits,
          'write units': cost.units,
          budget: ok ? `ok (≤ ${BUDGET})` : `OVER (> ${BUDGET})`,
        });
      }
      const after = (await partition(client, pk)).find((item) => item[SORT_KEY] === listing[SORT_KEY])!;
      storage.push({ listing: `${name} (${itemSizeBytes(after)} B)`, ...indexStorage(after) });
    }
    console.log('\nWrites: billed write units of one detail view (computed from the items it changed)');
    console.table(rows);
    console.log(
      `Budget: ≤ ${BUDGET} write units per view. Table writes count twice (TransactWriteItems); an index ` +
        'write counts when an attribute it projects changed.',
    );
    console.log('\nIndex storage: bytes a listing occupies in each GSI (projected item + 100 B overhead)');
    console.table(storage);
    return within;
  } finally {
    await stop();
  }
}

if (require.main === module) runAlone(benchDealWrites);
