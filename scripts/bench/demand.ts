/**
 * Demand budgets (docs/benchmarks.md "Demand"): the public ZIP analytics read items in proportion to
 * the ZIPs asked, never to the buyers (flat from 1k to 100k buyers), and the buyer map's `/buyers`
 * answer for 10k buyers over 3,000 ZIPs stays within 100 KB gzipped.
 *
 * One fresh in-memory local DynamoDB (scripts/local/dynamodb), the real table definition, and
 * synthetic buyers (no real data): each names three of 3,000 ZIPs (a third of them in Texas, the
 * busiest state; striped so every ZIP has buyers at every size, so only the buyers grow) and one in
 * a hundred also names 78701, the ZIP holding 1 % of buyers. Their figures are exact, counted by
 * recountFigures (the rebuild's arithmetic); each size is published as its own day through the
 * publish job's own writes, then the public service and getBuyerDemand answer, reading through the
 * functions' client, whose items read a middleware counts.
 *
 * Sizes: DEALFLOW_BENCH_BUYER_SIZES (comma-separated), default 1000,10000,100000; the payload is
 * measured at 10,000 buyers (or the size nearest it).
 */
import { gzipSync } from 'node:zlib';
import { type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEMAND_DIMENSIONS } from '#shared/demand/demand';
import { PUBLIC_MAX_ZIP_CODES } from '#shared/demand/demand-limits';
import {
  PUBLISHED_SNAPSHOT_KEEP_DAYS,
  zipDemandAttributes,
  zipDemandKey,
  type BuyerDemandValues,
  type ZipDemandFigures,
} from '#functions/db/entities/zip-demand.entity';
import { recountFigures } from '#functions/demand/demand-figures';
import { demandStateOf } from '#functions/demand/zip-geography';
import { zipsOfState, zipStates } from '#functions/geo/zip-places';
import { batchWriteAll } from '../seed/deals/batch-write';
import { seededRandom, type SeededRandom } from '../seed/deals/seeded-random';
import { benchSizes } from './bench-sizes';
import { startBenchTable } from './bench-table';
import { itemsReadBy } from './read-units';
import { runAlone } from './run-alone';

const PAYLOAD_SIZE = 10_000;
export const ZIP_COUNT = 3_000;
const BUSIEST_STATE = 'TX';
const BUSIEST_STATE_ZIPS = 1_000;
const BUSY_ZIP = '78701';
const ZIPS_PER_BUYER = 3;
/** Budget of the `/buyers` answer, gzipped. */
const PAYLOAD_BUDGET_BYTES = 100 * 1024;
const TABLE = 'dealflow-bench-demand';
/** The PRNG seed of the bench's ZIPs and buyers. */
export const SEED = 7_070;

/** The 3,000 ZIPs: a third in the busiest state (with the busy ZIP), the rest over the other states. */
export function benchZips(random: SeededRandom): string[] {
  const placed = (state: string) => zipsOfState(state).filter((zip) => demandStateOf(zip) !== null);
  const busiest = [
    BUSY_ZIP,
    ...random.sample(
      placed(BUSIEST_STATE).filter((zip) => zip !== BUSY_ZIP),
      BUSIEST_STATE_ZIPS - 1,
    ),
  ];
  const others = random.sample(
    zipStates()
      .filter((state) => state !== BUSIEST_STATE)
      .flatMap(placed),
    ZIP_COUNT - BUSIEST_STATE_ZIPS,
  );
  return random.sample([...busiest, ...others], ZIP_COUNT);
}

/** What one synthetic buyer adds: varied types and amounts, some left blank. */
function buyerValues(random: SeededRandom): BuyerDemandValues {
  return {
    downPayment: random.chance(0.75) ? random.int(5, 120) * 1_000 : null,
    monthlyPayment: random.chance(0.7) ? random.int(8, 60) * 100 : null,
    buyBoxType: random.pick(DEMAND_DIMENSIONS.buyBoxType),
    financingType: random.pick(DEMAND_DIMENSIONS.financingType),
    propertyTypes: random.sample(DEMAND_DIMENSIONS.propertyType, random.int(1, 3)),
  };
}

/** The exact figures of `buyers` synthetic buyers, per ZIP. */
export function figuresFor(buyers: number, zips: readonly string[], at: string): ZipDemandFigures[] {
  const random = seededRandom(SEED + buyers);
  function* contributions() {
    for (let index = 0; index < buyers; index += 1) {
      const values = buyerValues(random);
      const named = Array.from(
        { length: ZIPS_PER_BUYER },
        (_, offset) => zips[(index * ZIPS_PER_BUYER + offset) % zips.length]!,
      );
      if (index % 100 === 0) named.push(BUSY_ZIP);
      yield Object.fromEntries(named.map((zip) => [zip, values]));
    }
  }
  return [...recountFigures(contributions(), demandStateOf, at).values()];
}

/** Counts the items every read through the functions' DynamoDB client returns or scans. */
function countItemsRead(client: DynamoDBDocumentClient): { take(): number } {
  let read = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      read += itemsReadBy(result.output);
      return result;
    },
    { step: 'initialize', name: 'benchItemsRead' },
  );
  return {
    take() {
      const taken = read;
      read = 0;
      return taken;
    },
  };
}

interface ReadRow {
  buyers: number;
  zips50: number;
  state: number;
  stateZips: number;
}

/** Publishes each size as its own day, reads the public answers; measures the payload at 10k. */
export async function benchDemand(): Promise<boolean> {
  const sizes = benchSizes('DEALFLOW_BENCH_BUYER_SIZES');
  const payloadSize = sizes.reduce((best, size) =>
    Math.abs(size - PAYLOAD_SIZE) < Math.abs(best - PAYLOAD_SIZE) ? size : best,
  );
  const { loader, stop } = await startBenchTable(TABLE);
  try {
    const { dynamo: functionsClient } = await import('#functions/lib/clients');
    const { switchPublishedPointer, writeSnapshot } =
      await import('#functions/demand/published-zip-demand.repository');
    const { publicZipAnalytics } = await import('#functions/demand/public-zip-analytics.service');
    const { getBuyerDemand } = await import('#functions/demand/buyer-demand.service');
    const itemsRead = countItemsRead(functionsClient());

    const zips = benchZips(seededRandom(SEED));
    const asked = [BUSY_ZIP, ...zips.filter((zip) => zip !== BUSY_ZIP).slice(0, PUBLIC_MAX_ZIP_CODES - 1)];
    const rows: ReadRow[] = [];
    let payload: { buyers: number; rows: number; json: number; gzipped: number } | null = null;
    for (const [index, buyers] of sizes.entries()) {
      const day = `2026-01-${String(index + 1).padStart(2, '0')}`;
      const at = `${day}T00:00:00.000Z`;
      const started = performance.now();
      const figures = figuresFor(buyers, zips, at);
      const expiresAt = Date.parse(at) / 1000 + PUBLISHED_SNAPSHOT_KEEP_DAYS * 86_400;
      // The publish job's own writes, one state at a time, then the pointer.
      for (const state of new Set(figures.map((zip) => zip.state)))
        await writeSnapshot(
          day,
          figures.filter((zip) => zip.state === state),
          [],
          expiresAt,
        );
      await switchPublishedPointer(day);
      process.stderr.write(
        `  ${buyers} buyers: ${figures.length} ZIPs published in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      );
      itemsRead.take();
      await publicZipAnalytics({ zipCodes: asked }, undefined, new Date(at));
      const zips50 = itemsRead.take();
      await publicZipAnalytics({ state: BUSIEST_STATE }, undefined, new Date(at));
      const state = itemsRead.take();
      rows.push({
        buyers,
        zips50,
        state,
        stateZips: figures.filter((zip) => zip.state === BUSIEST_STATE).length,
      });
      if (buyers === payloadSize) {
        await batchWriteAll(
          loader,
          TABLE,
          figures.map((zip) => ({ ...zipDemandKey(zip.state, zip.zipCode), ...zipDemandAttributes(zip) })),
          { concurrency: 2 },
        );
        const answer = await getBuyerDemand({ segment: 'all' });
        const json = Buffer.from(JSON.stringify(answer));
        payload = { buyers, rows: answer.rows.length, json: json.length, gzipped: gzipSync(json).length };
      }
    }
    return printResults(rows, payload);
  } finally {
    await stop();
  }
}

function printResults(
  rows: readonly ReadRow[],
  payload: { buyers: number; rows: number; json: number; gzipped: number } | null,
): boolean {
  console.log(
    `\nPublic ZIP analytics: items read for ${PUBLIC_MAX_ZIP_CODES} ZIPs and for ${BUSIEST_STATE} (the busiest state), by buyers`,
  );
  const first = rows[0]!;
  let allWithin = true;
  console.table(
    rows.map((row) => {
      // Flat: the same ZIPs are read at every size, so no size may read more than the smallest.
      const within = row.zips50 <= first.zips50 && row.state <= first.state;
      allWithin &&= within;
      return {
        buyers: row.buyers,
        [`${PUBLIC_MAX_ZIP_CODES} ZIPs`]: row.zips50,
        [`${BUSIEST_STATE}`]: row.state,
        [`${BUSIEST_STATE} ZIPs published`]: row.stateZips,
        budget: within ? 'ok' : 'OVER',
      };
    }),
  );
  console.log(
    `Budget: flat, no size reads more items than ${first.buyers} buyers do (the pointer, then the asked ZIPs or ` +
      "the state's partition).",
  );
  if (!payload) return allWithin;
  const within = payload.gzipped <= PAYLOAD_BUDGET_BYTES;
  console.log(
    `\n/buyers (segment all) for ${payload.buyers} buyers over ${ZIP_COUNT} ZIPs: ${payload.rows} rows, ` +
      `${(payload.json / 1024).toFixed(0)} KB JSON, ${(payload.gzipped / 1024).toFixed(1)} KB gzipped ` +
      `(budget ≤ ${PAYLOAD_BUDGET_BYTES / 1024} KB) ${within ? 'ok' : 'OVER'}`,
  );
  return allWithin && within;
}

if (require.main === module) runAlone(benchDemand);
