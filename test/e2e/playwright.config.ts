/**
 * End-to-end tests in Debian's Chromium (docs/requirements.md#e5-8: never a browser Playwright downloads),
 * against the local stack: `npm run test:e2e` builds the SPA and runs these through with-stack, which sets
 * DEALFLOW_URL.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/bench/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.DEALFLOW_URL ?? 'http://localhost:5173',
    headless: true,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
});
