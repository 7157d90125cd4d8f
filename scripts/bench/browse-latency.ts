/**
 * Browse latency through the local gateway (part of the `deals` bench, docs/benchmarks.md
 * "Browse"): a whole local stack (ports from the usual DEALFLOW_*_PORT variables, no web server),
 * the bench's listings written into its table, the demo buyer signed in; then, in one run, 30
 * requests each of GET /api/auth/me and of browse newest, a state filter, text and a 50-mile
 * radius, one after another. Budget: each browse p95 within 10× the p95 of /api/auth/me (the
 * cheapest signed-in route: what the gateway, the token check and a handler cost anyway).
 *
 * Runs in its own process (`runBrowseLatency`): the functions' clients are made once per process,
 * and the `deals` bench's already point at its own table.
 */
import { spawnSync } from 'node:child_process';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ORIGIN_SECRET_HEADER } from '#shared/api/edge';
import { startStack } from '../local/stack';
import { demoAccount } from '../seed/demo-accounts';
import { batchWriteAll } from '../seed/deals/batch-write';
import { benchDeals, itemsOf } from './bench-listings';
import { runAlone } from './run-alone';

const REQUESTS = 30;
/** Requests of each path before timing: the first call of a handler loads its module. */
const WARM_UP = 3;
const MAX_TIMES_AUTH_ME = 10;
const BUYER = 'buyer@example.com';

const PATHS: ReadonlyArray<[label: string, path: string]> = [
  ['GET /api/auth/me', '/api/auth/me'],
  ['browse newest', '/api/deals'],
  ['browse state=TX', '/api/deals?state=TX'],
  ['browse text "porch"', '/api/deals?q=porch'],
  ['browse 50 mi around 78701', '/api/deals?zip=78701&radius=50'],
];

/** The value below which `share` of the sorted times fall (nearest rank). */
const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** Starts a stack, loads the first `listings` bench listings, times every path; false when over budget. */
export async function benchBrowseLatency(listings: number): Promise<boolean> {
  const items = itemsOf(benchDeals(listings));
  const stack = await startStack({ web: 'none' });
  try {
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        // Straight into the stand-in: a bulk load needs no transactions and goes several times faster.
        endpoint: stack.dynamoBackendUrl,
        region: stack.settings.region,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    );
    process.stderr.write(
      `\nBrowse latency: loading ${listings} listings (${items.length} items) into a local stack…\n`,
    );
    await batchWriteAll(client, stack.settings.tableName, items, { concurrency: 2 });
    client.destroy();

    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack.urls.cognito,
      region: stack.settings.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const account = demoAccount(BUYER);
    const signedIn = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.pool.userPoolClientId,
        AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
      }),
    );
    cognito.destroy();
    const token = signedIn.AuthenticationResult?.IdToken;
    if (!token) throw new Error(`${BUYER} could not sign in`);

    const call = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${stack.urls.gateway}${path}`, {
        headers: {
          authorization: `Bearer ${token}`,
          [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET ?? '',
        },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return performance.now() - started;
    };
    const rows: Array<{ path: string; p50: number; p95: number }> = [];
    for (const [label, path] of PATHS) {
      for (let warm = 0; warm < WARM_UP; warm += 1) await call(path);
      const times: number[] = [];
      for (let request = 0; request < REQUESTS; request += 1) times.push(await call(path));
      times.sort((a, b) => a - b);
      rows.push({ path: label, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
    }
    const authMe = rows[0]!.p95;
    let within = true;
    console.log(
      `\nBrowse latency through the local gateway at ${listings} listings, ${REQUESTS} requests each (ms)`,
    );
    console.table(
      rows.map((row, index) => {
        const ok = index === 0 || row.p95 <= MAX_TIMES_AUTH_ME * authMe;
        within &&= ok;
        return {
          request: row.path,
          p50: Math.round(row.p50),
          p95: Math.round(row.p95),
          'p95 / auth/me p95': (row.p95 / authMe).toFixed(1),
          budget: index === 0 ? '' : ok ? 'ok' : 'OVER',
        };
      }),
    );
    console.log(
      `Budget: each browse p95 ≤ ${MAX_TIMES_AUTH_ME}× the p95 of GET /api/auth/me in the same run.`,
    );
    return within;
  } finally {
    await stack.stop();
  }
}

/** Runs the latency bench in a child process (its output goes to this one's); false when over budget. */
export function runBrowseLatency(listings: number): boolean {
  const result = spawnSync(process.execPath, ['--import', 'tsx', __filename, String(listings)], {
    stdio: 'inherit',
    env: process.env,
  });
  return result.status === 0;
}

if (require.main === module)
  runAlone(() => benchBrowseLatency(Number(process.argv[2] ?? 10_000)), { exitAtEnd: true });
