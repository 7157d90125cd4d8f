/**
 * A listing's whole life across both sides of the marketplace (docs/requirements.md#r4-3): a
 * seller creates it with photos through the form; a buyer finds it by filter and on the map and
 * favourites it; the seller edits it and cancels it with a reason; the buyer no longer finds it.
 * Once on a desktop and once at 375 px.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueStreetAddress } from '../api/support/deals';
import { card, cards, searchFor } from './support/browse';
import { openStatusDialog, rowOf } from './support/dashboard';
import {
  addTwoPhotos,
  certifyAndPublish,
  fillAddressStep,
  fillDescriptionStep,
  fillPropertyStep,
  fillSubjectToStep,
  next,
} from './support/deal-form';
import { signInAs } from './support/session';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';

/** A page of its own for the buyer, beside the seller's, in the same viewport. */
async function buyerPage(browser: Browser, seller: Page): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.DEALFLOW_URL ?? 'http://localhost:5173',
    viewport: seller.viewportSize(),
    locale: 'en-US',
  });
  const page = await context.newPage();
  await signInAs(page, BUYER);
  return page;
}

async function sellerListsDeal(page: Page, address: string, word: string): Promise<string> {
  await signInAs(page, SELLER);
  await page.goto('/deals/new');
  await fillAddressStep(page, address, 'creative');
  await fillPropertyStep(page);
  await fillSubjectToStep(page);
  await addTwoPhotos(page);
  await fillDescriptionStep(page, ['Low entry fee'], `Journey listing ${word} with a fenced yard.`);
  return certifyAndPublish(page);
}

async function buyerFindsAndFavourites(page: Page, address: string, word: string): Promise<void> {
  await searchFor(page, word);
  await expect(cards(page)).toHaveCount(1);
  // On a phone the filters sit behind a button.
  const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
  if (await filtersButton.isVisible()) await filtersButton.click();
  await page.getByLabel('Budget').selectOption('500000');
  await expect(page).toHaveURL(/maxPrice=500000/);
  await expect(card(page, address)).toBeVisible();

  // The map with a 25-mile radius around the listing's ZIP.
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await page.getByLabel('Centre ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page.getByTestId('deals-map')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('result-count')).toHaveText('1 listing');

  const favorite = card(page, address).getByTestId('favorite-button');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(favorite).toHaveText('1');
}

async function sellerEditsAndCancels(page: Page, dealId: string, address: string): Promise<void> {
  await page.goto(`/deals/${dealId}/edit`);
  await page.getByLabel('Purchase price (USD)').fill('289000');
  for (let step = 0; step < 5; step += 1) await next(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
  await expect(page.getByTestId('facts-basics').getByText('$289,000', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  const dialog = await openStatusDialog(page, address);
  await dialog.getByRole('radio', { name: 'Canceled' }).check();
  await dialog.getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog.getByText('Cancel reason required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Cancel reason' }).fill('The seller sold to a relative');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, dealId).getByText('Canceled', { exact: true })).toBeVisible();
}

for (const viewport of [null, { width: 375, height: 812 }]) {
  test.describe(viewport ? 'the listing journey at 375 px' : 'the listing journey', () => {
    if (viewport) test.use({ viewport });

    test('create with photos, find by filter and map, favourite, edit, cancel with a reason', async ({
      page,
      browser,
    }) => {
      // Two people, six form steps, two uploads, the map and the dashboard: several pages' worth.
      test.setTimeout(120_000);
      const address = uniqueStreetAddress();
      const word = `jy${randomUUID().replace(/-/g, '').slice(0, 10)}`;

      const dealId = await sellerListsDeal(page, address, word);
      const buyer = await buyerPage(browser, page);
      await buyerFindsAndFavourites(buyer, address, word);
      await sellerEditsAndCancels(page, dealId, address);

      // A canceled listing leaves browse; its own page says it is no longer available.
      await searchFor(buyer, word);
      await expect(buyer.getByTestId('browse-empty')).toBeVisible();
      await buyer.goto(`/deals/${dealId}`);
      await expect(buyer.getByTestId('status-notice')).toContainText('no longer available');
      await buyer.context().close();
    });
  });
}
