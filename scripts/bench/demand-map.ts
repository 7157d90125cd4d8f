/**
 * Buyer map budget (docs/benchmarks.md "Demand"): `/buyers` draws its map within 1.5 s in Chromium
 * with 10k buyers over 3,000 ZIPs. A whole local stack serving the built SPA (`npm run build:web`
 * first), the demand figures of the `demand` bench's 10k synthetic buyers written into its table,
 * the demo seller signed in through the /auth form; then, three times, from navigation to /buyers
 * until the figures have arrived and the map says it is ready (`data-ready`). Median of 3.
 *
 * Separate from `demand` because it needs the built SPA and a whole stack (ports from the usual
 * DEALFLOW_*_PORT variables, docs/local-stack.md).
 */
import { chromium, type Page } from '@playwright/test';
import { zipDemandAttributes, zipDemandKey } from '#functions/db/entities/zip-demand.entity';
import { startStack } from '../local/stack';
import { demoAccount } from '../seed/demo-accounts';
import { seededRandom } from '../seed/deals/seeded-random';
import { benchZips, figuresFor, SEED, ZIP_COUNT } from './demand';

const BUYERS = 10_000;
const RUNS = 3;
const BUDGET_MS = 1_500;
const SELLER = 'seller@example.com';

async function signIn(page: Page, baseUrl: string): Promise<void> {
  const account = demoAccount(SELLER);
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

/** Milliseconds from navigation to /buyers until its figures arrived, and until the map is ready. */
async function timeBuyerMap(page: Page, baseUrl: string): Promise<{ answered: number; ready: number }> {
  await page.goto(`${baseUrl}/dashboard`);
  const started = performance.now();
  const answered = page.waitForResponse((response) => response.url().includes('/api/buyers/demand'), {
    timeout: 60_000,
  });
  await page.goto(`${baseUrl}/buyers`);
  await answered;
  const answeredMs = performance.now() - started;
  await page.locator('[data-testid="buyer-demand-map"][data-ready="true"]').waitFor({ timeout: 60_000 });
  return { answered: answeredMs, ready: performance.now() - started };
}

/** Starts the stack, loads the figures, times the map; answers false when over budget. */
export async function benchDemandMap(): Promise<boolean> {
  const stack = await startStack({ web: 'dist' });
  try {
    const { batchWrite } = await import('#functions/db/batch');
    const figures = figuresFor(BUYERS, benchZips(seededRandom(SEED)), new Date().toISOString());
    await batchWrite(
      figures.map((zip) => ({
        PutRequest: { Item: { ...zipDemandKey(zip.state, zip.zipCode), ...zipDemandAttributes(zip) } },
      })),
    );
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      const page = await browser.newPage();
      await signIn(page, stack.urls.web);
      const runs: { answered: number; ready: number }[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await timeBuyerMap(page, stack.urls.web));
      const times = runs.map((run) => run.ready);
      const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      const within = median <= BUDGET_MS;
      console.log(
        `\n/buyers map for ${BUYERS} buyers over ${ZIP_COUNT} ZIPs (${figures.length} ZIPs with figures): ` +
          `${runs.map((run) => `${run.ready.toFixed(0)} (answer ${run.answered.toFixed(0)})`).join(', ')} ms, ` +
          `median ${median.toFixed(0)} ms ` +
          `(budget ≤ ${BUDGET_MS} ms) ${within ? 'ok' : 'OVER'}`,
      );
      return within;
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
}
