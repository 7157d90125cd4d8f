/**
 * Mobile speed budget (docs/benchmarks.md "Mobile speed"): Lighthouse's mobile preset (a mid-range
 * phone, simulated slow 4G and 4× CPU slowdown) on the built SPA as the local stack serves it, for `/`
 * signed out, `/deals` and a deal page signed in as the demo buyer. Each page is measured three times
 * from a cold HTTP cache; the bench prints the median of each figure beside its budget.
 *
 * The browser reaches the stack through an HTTP/2 front over TLS (http2-front.ts), as phones reach
 * the site through CloudFront: Lighthouse's simulation of the local web server's HTTP/1.1 (six cold
 * connections, a round trip before every response) is a delivery no visitor gets
 * (docs/decisions/mobile-bench-over-http2.md).
 *
 * Lighthouse drives Debian's Chromium (docs/requirements.md#e5-8: never a browser a tool downloads),
 * which Playwright starts with a persistent profile and a debugging port: Playwright signs the buyer in
 * through the /auth form, and Lighthouse, attached to the same browser, opens its pages in that
 * profile, so the session the SPA keeps in localStorage comes along (storage reset is off; the bench
 * clears the HTTP cache itself before each run). The stack seeds the demo deals, so /deals shows a
 * full page of listings with photos. DEALFLOW_LIGHTHOUSE_REPORTS=<folder> keeps every run's report.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { stackSettings } from '../local/settings';
import { startStack } from '../local/stack';
import { demoAccount } from '../seed/demo-accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './chromium';
import { startHttp2Front } from './http2-front';
import { runAlone } from './run-alone';

const RUNS = 3;
const BUYER = 'buyer@example.com';
/** Lighthouse's own marks: a performance score of 90 is "good", as are LCP ≤ 2.5 s and TBT ≤ 200 ms. */
export const MOBILE_BUDGET = { score: 90, lcpMs: 2500, cls: 0.05, tbtMs: 200 } as const;

/** One Lighthouse run's figures. */
export interface MobileFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** The middle value (the upper middle of an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each figure's median over the runs (figures vary independently from run to run). */
export const medianFigures = (runs: readonly MobileFigures[]): MobileFigures => ({
  score: median(runs.map((run) => run.score)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  cls: median(runs.map((run) => run.cls)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
});

/** Which figures miss their budget. */
export function missedBudgets(figures: MobileFigures): (keyof MobileFigures)[] {
  const missed: (keyof MobileFigures)[] = [];
  if (figures.score < MOBILE_BUDGET.score) missed.push('score');
  if (figures.lcpMs > MOBILE_BUDGET.lcpMs) missed.push('lcpMs');
  if (figures.cls > MOBILE_BUDGET.cls) missed.push('cls');
  if (figures.tbtMs > MOBILE_BUDGET.tbtMs) missed.push('tbtMs');
  return missed;
}

/** Signs the demo buyer in through the /auth form, as a person would, and waits for the dashboard. */
async function signIn(page: Page, origin: string): Promise<void> {
  const account = demoAccount(BUYER);
  await page.goto(`${origin}/auth`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await page.getByTestId('dashboard-full-name').waitFor({ timeout: 60_000 });
}

/** The first listing /deals shows, for the deal page. */
async function firstDealId(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/deals`);
  const card = page.getByTestId('deal-card').first();
  await card.waitFor({ timeout: 60_000 });
  const id = await card.getAttribute('data-deal-id');
  if (!id) throw new Error('/deals shows no listing');
  return id;
}

/** One Lighthouse run of `url` in the running browser, after emptying its HTTP cache. */
async function lighthouseRun(context: BrowserContext, port: number, url: string): Promise<MobileFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // Keeps the signed-in session (localStorage); the cache was emptied above.
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  // For a closer look at a miss: the whole report of each run, named after its page.
  const reportDir = process.env.DEALFLOW_LIGHTHOUSE_REPORTS;
  if (reportDir) {
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-');
    writeFileSync(join(reportDir, `lighthouse${name}${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // The page must have come through the front, or the figures are the local server's HTTP/1.1.
  const requests = lhr.audits['network-requests']?.details as { items?: { protocol?: string }[] } | undefined;
  const protocol = requests?.items?.[0]?.protocol;
  if (protocol !== 'h2') throw new Error(`${url} came over ${protocol ?? 'an unknown protocol'}, not HTTP/2`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}

/** Builds the SPA, starts a stack serving it, measures every page; false when a budget is missed. */
export async function benchMobile(): Promise<boolean> {
  execFileSync('npm', ['run', '--silent', 'build:web', '--', '--logLevel', 'warn'], { stdio: 'inherit' });
  process.stderr.write('\nMobile speed: starting a local stack with the demo deals…\n');
  const frontPort = await freePort();
  const settings = { ...stackSettings(), frontOrigin: `https://localhost:${frontPort}` };
  const stack = await startStack({ web: 'dist', seedDeals: true, settings });
  const front = await startHttp2Front({ target: stack.urls.web, port: frontPort });
  const profile = mkdtempSync(join(tmpdir(), 'dealflow-mobile-bench-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, front.chromiumTrustArg, `--remote-debugging-port=${port}`],
  });
  try {
    const origin = front.url;
    const pages: Array<[label: string, url: string]> = [['/ (signed out)', `${origin}/`]];
    const rows: Record<string, string | number>[] = [];
    let within = true;
    const measure = async (label: string, url: string) => {
      const runs: MobileFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(context, port, url));
      const figures = medianFigures(runs);
      const missed = missedBudgets(figures);
      within &&= missed.length === 0;
      const mark = (key: keyof MobileFigures) => (missed.includes(key) ? ' OVER' : '');
      rows.push({
        page: label,
        [`score (≥ ${MOBILE_BUDGET.score})`]: `${figures.score}${mark('score')}`,
        [`LCP s (≤ ${MOBILE_BUDGET.lcpMs / 1000})`]: `${(figures.lcpMs / 1000).toFixed(2)}${mark('lcpMs')}`,
        [`CLS (≤ ${MOBILE_BUDGET.cls})`]: `${figures.cls.toFixed(3)}${mark('cls')}`,
        [`TBT ms (≤ ${MOBILE_BUDGET.tbtMs})`]: `${Math.round(figures.tbtMs)}${mark('tbtMs')}`,
        'runs (score)': runs.map((run) => run.score).join(' / '),
      });
    };
    for (const [label, url] of pages) await measure(label, url);

    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, origin);
    const dealId = await firstDealId(page, origin);
    await page.goto('about:blank');
    await measure(`/deals (${BUYER})`, `${origin}/deals`);
    await measure(`/deals/{id} (${BUYER})`, `${origin}/deals/${dealId}`);

    console.log(
      `\nMobile speed: Lighthouse mobile preset over HTTP/2 (as CloudFront serves it), median of ${RUNS} runs per page`,
    );
    console.table(rows);
    return within;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await front.stop();
    await stack.stop();
  }
}

if (require.main === module) runAlone(benchMobile, { exitAtEnd: true });
