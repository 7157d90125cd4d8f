/**
 * Buyer ranking budget (docs/benchmarks.md "Buyers for this deal"): the ranked buyer list of a
 * listing at 1k, 10k and 100k buyers, one ZIP holding 1 % of them (the listing's), reads items in
 * proportion to its candidates, not to all buyers, and answers within its route's Lambda timeout
 * with a 3× margin (10 s → 3.3 s).
 *
 * One fresh in-memory local DynamoDB (scripts/local/dynamodb) with the real table, reached through
 * the functions' own client; synthetic buyers (no real data): every hundredth one's buy box names
 * the listing's ZIP, the rest other ZIPs (each its own index partition), and every fifth in-ZIP buyer
 * showed interest in a similar listing this month, so the recent-activity reads are exercised. The
 * ranking is asked for as the route asks for it (the service, as the listing's owner), once per size.
 *
 * Sizes: DEALFLOW_BENCH_BUYER_MATCH_SIZES (comma-separated), default 1000,10000,100000.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { buyBoxSchema } from '#shared/users/buyer-preferences';
import { toAlertIndexItem } from '#functions/db/entities/alert-index.entity';
import { toBrowseEntryItems } from '#functions/db/entities/deal-browse-entry.entity';
import { toDealItem, type DealRecord } from '#functions/db/entities/deal.entity';
import { toInterestItem } from '#functions/db/entities/interest.entity';
import { toUserItem } from '#functions/db/entities/user.entity';
import type { Principal } from '#functions/lib/http/principal';
import { batchWriteAll } from '../seed/deals/batch-write';
import { generateDemoDeals } from '../seed/deals/deal-generator';
import { benchBuyerId as buyerId, benchBuyerRecord } from './bench-buyers';
import { benchSizes } from './bench-sizes';
import type { MiddlewareClient } from './sdk-middleware';
import { startBenchTable } from './bench-table';
import { itemsReadBy } from './read-units';
import { runAlone } from './run-alone';

const TABLE = 'dealflow-bench-buyer-match';
const SEED = 7272;
const SELLER = 'bench-seller';
/** One buyer in this many is in the listing's ZIP. */
const IN_ZIP_EVERY = 100;
/** One in-ZIP buyer in this many showed interest in a similar listing this month. */
const ACTIVE_EVERY = 5;
/** The list route's Lambda timeout (infra/constructs/route-function.ts) with a 3× margin. */
const TIME_BUDGET_S = 10 / 3;
/** Items read per candidate (index entry, profile) and fixed reads (similar listings and their interests). */
const ITEMS_PER_CANDIDATE = 4;
const FIXED_ITEMS = 200;
const LOAD_CONCURRENCY = 4;

interface Reads {
  items: number;
  queries: number;
  /** Wall time of the Queries, summed (they overlap: READ_CONCURRENCY at once). */
  queryMs: number;
}

/**
 * Counts the items the functions' document client reads, and the Queries and their latency: the
 * local stand-in's latency per Query is what the ranking's time is made of, so it is printed beside it.
 */
function meterReads(client: DynamoDBDocumentClient): { take: () => Reads } {
  let reads: Reads = { items: 0, queries: 0, queryMs: 0 };
  (client as unknown as MiddlewareClient).middlewareStack.add(
    (next, context) => async (args) => {
      const started = performance.now();
      const result = await next(args);
      reads.items += itemsReadBy(result.output);
      if (context.commandName === 'QueryCommand') {
        reads.queries += 1;
        reads.queryMs += performance.now() - started;
      }
      return result;
    },
    { step: 'initialize', name: 'benchItemsRead' },
  );
  return {
    take: () => {
      const taken = reads;
      reads = { items: 0, queries: 0, queryMs: 0 };
      return taken;
    },
  };
}

/** A ZIP of its own for the out-of-ZIP buyers (spread over 1,000 ZIPs). */
const otherZip = (index: number) => `9${String(index % 1_000).padStart(4, '0')}`;

/** Buyer `index`'s items: the User item, its ZIP alert-index item, and (some in-ZIP) a recent interest. */
function buyerItems(
  index: number,
  zipCode: string,
  similar: DealRecord,
  at: string,
): Record<string, unknown>[] {
  const userId = buyerId(index);
  const inZip = index % IN_ZIP_EVERY === 0;
  const zip = inZip ? zipCode : otherZip(index);
  const record = {
    ...benchBuyerRecord(index, at),
    buyBox: buyBoxSchema.parse({
      type: index % 3 === 0 ? 'creative' : 'both',
      zipCodes: [zip],
      maxPrice: index % 2 === 0 ? 1_000_000 : 100_000,
    }),
  };
  const items: Record<string, unknown>[] = [
    toUserItem(record),
    toAlertIndexItem({ source: 'buyBox', zipCode: zip }, userId),
  ];
  if (inZip && (index / IN_ZIP_EVERY) % ACTIVE_EVERY === 0) {
    items.push(
      toInterestItem({
        dealId: similar.dealId,
        buyerId: userId,
        buyer: {
          firstName: 'Bench',
          lastName: 'Buyer',
          email: `${userId}@example.com`,
          phoneNumber: null,
          certifiedBuyer: false,
        },
        createdAt: at,
      }),
    );
  }
  return items;
}

interface Row {
  buyers: number;
  candidates: number;
  'items read': number;
  'items budget': string;
  'rank (s)': string;
  'time budget': string;
  capped: boolean;
  queries: number;
  'Query (ms, mean)': string;
}

export async function benchBuyerMatch(): Promise<boolean> {
  const sizes = benchSizes('DEALFLOW_BENCH_BUYER_MATCH_SIZES');
  const { loader, stop } = await startBenchTable(TABLE);
  try {
    const clients = await import('#functions/lib/clients');
    const meter = meterReads(clients.dynamo());
    const { listDealBuyers } = await import('#functions/buyer-matches/buyer-ranking.service');

    const now = new Date();
    const at = now.toISOString();
    const [listing, similar] = generateDemoDeals({
      count: 2,
      seed: SEED,
      now,
      owners: [SELLER],
      listingsOnly: true,
    }).map(({ record }): DealRecord => ({ ...record, status: 'active' }));
    const other = {
      ...similar!,
      zipCode: listing!.zipCode,
      city: listing!.city,
      state: listing!.state,
      location: listing!.location,
    };
    await batchWriteAll(
      loader,
      TABLE,
      [listing!, other].flatMap((record) => [toDealItem(record), ...toBrowseEntryItems(record)]),
      { concurrency: LOAD_CONCURRENCY },
    );
    const owner: Principal = {
      userId: SELLER,
      email: 'bench-seller@example.com',
      firstName: 'Bench',
      lastName: 'Seller',
      phoneNumber: null,
      cognitoGroups: ['originators'],
      roles: ['originator'],
      role: 'originator',
      emailVerified: true,
    } as Principal;

    const rows: Row[] = [];
    let loaded = 0;
    let allWithin = true;
    for (const size of sizes) {
      const started = performance.now();
      const items = Array.from({ length: size - loaded }, (_, offset) =>
        buyerItems(loaded + offset, listing!.zipCode, other, at),
      ).flat();
      await batchWriteAll(loader, TABLE, items, { concurrency: LOAD_CONCURRENCY });
      loaded = size;
      process.stderr.write(
        `  ${size} buyers loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      );

      meter.take();
      const rankStarted = performance.now();
      const page = await listDealBuyers(owner, listing!.dealId, { limit: 50 }, new Date());
      const seconds = (performance.now() - rankStarted) / 1000;
      const reads = meter.take();
      const itemsRead = reads.items;
      const candidates = Math.ceil(size / IN_ZIP_EVERY);
      const itemsBudget = ITEMS_PER_CANDIDATE * candidates + FIXED_ITEMS;
      const within = itemsRead <= itemsBudget && seconds <= TIME_BUDGET_S && page.total === candidates;
      allWithin &&= within;
      rows.push({
        buyers: size,
        candidates: page.total,
        'items read': itemsRead,
        'items budget': `≤ ${itemsBudget} ${itemsRead <= itemsBudget ? 'ok' : 'OVER'}`,
        'rank (s)': seconds.toFixed(2),
        'time budget': `≤ ${TIME_BUDGET_S.toFixed(1)} s ${seconds <= TIME_BUDGET_S ? 'ok' : 'OVER'}`,
        capped: page.capped,
        queries: reads.queries,
        'Query (ms, mean)': (reads.queryMs / Math.max(1, reads.queries)).toFixed(1),
      });
    }
    console.log('\nBuyers for this deal: items read and time to rank, one ZIP holding 1 % of the buyers');
    console.table(rows);
    console.log(
      `Budget: items read ≤ ${ITEMS_PER_CANDIDATE} per candidate + ${FIXED_ITEMS} (in proportion to the candidates, ` +
        `not to all buyers), and the ranking within ${TIME_BUDGET_S.toFixed(1)} s (the route's 10 s timeout / 3).`,
    );
    return allWithin;
  } finally {
    await stop();
  }
}

if (require.main === module) runAlone(benchBuyerMatch);
