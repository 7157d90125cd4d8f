/**
 * Human verification budget (docs/feedback.md "Verification"): how long Chromium takes to solve the
 * feedback challenge the API issues, with the ALTCHA widget's own SHA worker — once on one worker (one
 * core: a low-end phone's share) and once spread over the workers the widget would start here. Each
 * solution is then verified by the server's own check, so a bench that solved the wrong thing fails.
 *
 * Challenges come from issueFeedbackChallenge with FEEDBACK_CHALLENGE_DIFFICULTY, exactly as the
 * route issues them. Chromium is Debian's (docs/requirements.md#e5-8), headless, on a loopback page
 * that serves only the worker script.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import {
  FEEDBACK_CHALLENGE_DIFFICULTY,
  issueFeedbackChallenge,
  verifyFeedbackChallenge,
} from '#functions/feedback/feedback-challenge';
import type { FeedbackChallenge } from '#shared/feedback/feedback';
import { applyFunctionEnvironment } from '../local/function-environment';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { BENCH_FUNCTION_ENV } from './function-env';

/** Challenges solved per setting. */
const RUNS = 15;
/** Median solve time on one worker, the budget: a phone with a few cores waits about a second. */
const MAX_MEDIAN_ONE_WORKER_MS = 1_000;
/** The widget starts at most this many workers (its own default cap). */
const WIDGET_MAX_WORKERS = 8;
const BENCH_USER = 'bench-user';

const WORKER_SCRIPT = readFileSync(
  join(__dirname, '..', '..', 'node_modules', 'altcha', 'dist', 'workers', 'sha.js'),
);

/** A loopback origin (a secure context, so WebCrypto is there) serving a blank page and the worker. */
function serveWorker(): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/sha-worker.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(WORKER_SCRIPT);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>bench</title>');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The page's Worker, as far as the bench uses it (the scripts compile without the DOM library). */
interface PageWorker {
  onmessage: ((message: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}
type PageGlobals = {
  Worker: new (url: string) => PageWorker;
  navigator: { hardwareConcurrency: number };
};

interface Solved {
  ms: number;
  solution: { counter: number; derivedKey: string };
}

/** Solves in the page with `workers` SHA workers, each trying every `workers`-th counter (as the widget does). */
function solveInPage(page: Page, challenge: FeedbackChallenge, workers: number): Promise<Solved> {
  return page.evaluate(
    async ({ challenge, workers }) => {
      const started = performance.now();
      const { Worker } = globalThis as unknown as PageGlobals;
      const pool = Array.from({ length: workers }, () => new Worker('/sha-worker.js'));
      try {
        const solution = await Promise.any(
          pool.map(
            (worker, index) =>
              new Promise<{ counter: number; derivedKey: string }>((resolve, reject) => {
                worker.onmessage = ({ data }) =>
                  data && typeof data === 'object' && 'counter' in data
                    ? resolve(data as { counter: number; derivedKey: string })
                    : reject(new Error(JSON.stringify(data)));
                worker.postMessage({ type: 'work', challenge, counterStart: index, counterStep: workers });
              }),
          ),
        );
        return { ms: performance.now() - started, solution };
      } finally {
        for (const worker of pool) worker.terminate();
      }
    },
    { challenge, workers },
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Solves RUNS fresh challenges with `workers` workers; every solution must pass the server's check. */
async function measure(page: Page, workers: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const challenge = await issueFeedbackChallenge(BENCH_USER, new Date());
    const { ms, solution } = await solveInPage(page, challenge, workers);
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    await verifyFeedbackChallenge(payload, BENCH_USER, new Date());
    times.push(ms);
  }
  return times;
}

/** Prints the solve times next to the budget; answers false when the median on one worker is over. */
export async function benchFeedbackChallenge(): Promise<boolean> {
  applyFunctionEnvironment({
    ...BENCH_FUNCTION_ENV,
    FEEDBACK_CHALLENGE_SECRET: 'bench-feedback-challenge-secret-0123456789abcdef',
  });
  const server = await serveWorker();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const cores = await page.evaluate(
      () => (globalThis as unknown as PageGlobals).navigator.hardwareConcurrency,
    );
    const widgetWorkers = Math.max(1, Math.min(WIDGET_MAX_WORKERS, cores));
    const rows = [];
    for (const workers of [1, widgetWorkers]) {
      const times = await measure(page, workers);
      rows.push({
        workers,
        'median ms': Math.round(median(times)),
        'max ms': Math.round(Math.max(...times)),
        'min ms': Math.round(Math.min(...times)),
      });
    }
    const { algorithm, counterMin, counterMax } = FEEDBACK_CHALLENGE_DIFFICULTY;
    console.log(
      `\nFeedback challenge solve time in Chromium (${algorithm}, counter ${counterMin}–${counterMax}, ${RUNS} challenges each)`,
    );
    console.table(rows);
    const oneWorker = rows[0]?.['median ms'] ?? Infinity;
    const ok = oneWorker <= MAX_MEDIAN_ONE_WORKER_MS;
    console.log(
      `Median on one worker ${oneWorker} ms of ${MAX_MEDIAN_ONE_WORKER_MS} ms: ${ok ? 'ok' : 'OVER'}`,
    );
    return ok;
  } finally {
    await browser.close();
    server.close();
  }
}
