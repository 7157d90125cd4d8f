/**
 * The buyer map and its Analytics by ZIP tab (docs/requirements.md#r6-6, docs/requirements.md#r3-7)
 * end to end: a buyer saves a buy box naming ZIP 78701 and a seller then finds that ZIP's count risen
 * on /buyers, opens the ZIP's page and exports the table as CSV; a buyer opening /buyers is turned
 * away. The new buyer is made through the API, so the test owns its data; the seed gives 78701 at
 * least 11 buyers, so its count is shown, not "Fewer than 11".
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { BuyerDemand } from '#shared/demand/demand';
import { MIN_SHOWN_BUYERS } from '#shared/demand/demand-limits';
import { demoAccount } from '../../scripts/seed/demo-accounts';
import { buyerWithBuyBox, settleQueues } from '../api/support/alerts';
import { callApi, idTokenFor } from '../api/support/local-stack';
import { consoleErrors } from './support/console-errors';
import { signInAs } from './support/session';

const ZIP = '78701';

/** 78701's buyers as the API shows them to the demo seller now (null: fewer than 11). */
async function buyersShownIn78701(): Promise<number | null> {
  const seller = demoAccount('seller@example.com');
  const token = await idTokenFor(seller.email, seller.password);
  const answer = await callApi('/api/buyers/demand?segment=all&state=TX', { token });
  expect(answer.status).toBe(200);
  const row = (answer.body as BuyerDemand).rows.find((candidate) => candidate.zipCode === ZIP);
  return row?.buyers ?? null;
}

test('a buyer saves a buy box in 78701; a seller sees its count rise, opens the ZIP page and exports CSV', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const before = (await buyersShownIn78701()) ?? MIN_SHOWN_BUYERS - 1;
  await buyerWithBuyBox(ZIP);
  await settleQueues();

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await signInAs(page, 'seller@example.com');
  await page.goto('/buyers?state=TX');
  await expect(page.getByRole('heading', { level: 1, name: 'Where buyers want to buy' })).toBeVisible();

  // The map tab: the map draws and says in words what it shows.
  await expect(page.getByTestId('buyer-demand-map')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('demand-summary')).toContainText('ZIP codes with buyers');

  await page.getByRole('tab', { name: 'Analytics by ZIP' }).click();
  await expect(page).toHaveURL(/tab=analytics/);
  await page.getByRole('searchbox', { name: 'Search by ZIP or city' }).fill(ZIP);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: ZIP, exact: true }) });
  await expect(row).toBeVisible();
  const shownText = (await row.getByRole('cell').nth(3).textContent()) ?? '';
  const shown = Number(shownText.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(Math.max(MIN_SHOWN_BUYERS + 1, before + 1));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('buyers-by-zip.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'ZIP,City,State,Buyers,Avg. down payment,Avg. monthly payment,Active listings,Updated',
  );
  expect(lines[1]).toMatch(new RegExp(`^${ZIP},Austin,TX,${shown},`));

  await row.getByRole('link', { name: ZIP, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/zip/${ZIP}/analytics$`));
  expect(errors).toEqual([]);
  await context.close();
});

test('a buyer opening /buyers lands on /unauthorized', async ({ page }) => {
  await signInAs(page, 'buyer@example.com');
  await page.goto('/buyers');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
