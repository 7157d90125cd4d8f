/**
 * Buyers find listings (docs/requirements.md#r2-3): text search, filters held in the URL, the map with a
 * radius and clustered markers, favourites and the favourites filter, the detail page's carousel — on a
 * desktop and at 375 px. The seller lists three deals through the API first, each with a word of its own in
 * the description, so the text search isolates them from every other listing in the table.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createDealAs, demoToken, validCashDealBody, validDealBody } from '../api/support/deals';
import { listingRecord, writeListings } from '../api/support/browse-listings';
import { callApi } from '../api/support/local-stack';
import { card, cards, searchFor } from './support/browse';
import { pngBuffer } from './support/images';
import { signInAs } from './support/session';

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';
/** A tiny PNG, enough for a real upload through the listing photo policy. */
const TINY_PNG = pngBuffer(1, 1);

/** Uploads one photo as the seller through a presigned POST and answers its key. */
async function uploadPhotoAs(email: string): Promise<string> {
  const answer = await callApi('/api/deals/photo-uploads', {
    method: 'POST',
    token: await demoToken(email),
    body: JSON.stringify({ contentType: 'image/png', size: TINY_PNG.length }),
  });
  if (answer.status !== 201) throw new Error(`No upload policy: ${answer.status}`);
  const policy = answer.body as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'photo.png');
  const upload = await fetch(policy.url, { method: 'POST', body: form });
  if (upload.status >= 300) throw new Error(`Upload refused: ${upload.status}`);
  return policy.key;
}

interface Listings {
  word: string;
  subTo: { dealId: string; streetAddress: string };
  sellerFinance: { dealId: string; streetAddress: string };
}

/** Three listings near downtown Austin: SubTo with photos, seller finance, and an over-budget cash deal. */
async function listThreeDeals(): Promise<Listings> {
  const word = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const description = `Browse test listing ${word} with a shaded yard and a two-car garage.`;
  const photos = [await uploadPhotoAs(SELLER), await uploadPhotoAs(SELLER), await uploadPhotoAs(SELLER)];
  const subTo = await createDealAs(
    SELLER,
    validDealBody({
      dealDescription: description,
      purchasePrice: 350_000,
      zipCode: '78701',
      photos,
      coverPhotoIndex: 0,
    }),
  );
  const sellerFinance = await createDealAs(
    SELLER,
    validDealBody({
      dealDescription: description,
      purchasePrice: 900_000,
      zipCode: '78702',
      purchaseType: 'SellerFinance',
      loanType: undefined,
      interestRate: undefined,
      loanBalance: undefined,
      loanMaturityDate: undefined,
      piti: undefined,
      sellerLoanAmount: 200_000,
      sellerInterestRate: 5.5,
      pi: 1200,
      sellerLoanMaturity: '2035-01-01',
    }),
  );
  await createDealAs(
    SELLER,
    validCashDealBody({ dealDescription: description, purchasePrice: 1_200_000, zipCode: '78704' }),
  );
  return { word, subTo, sellerFinance };
}

/** Opens a listing from its card and steps through its photos with the buttons and the keyboard. */
async function openAndBrowsePhotos(page: Page, streetAddress: string): Promise<void> {
  await card(page, streetAddress).getByRole('link', { name: streetAddress }).click();
  await expect(page.getByRole('heading', { level: 1, name: streetAddress })).toBeVisible();
  const carousel = page.getByRole('region', { name: /^Photos of / });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(page.getByTestId('carousel-counter')).toHaveText('1 of 3');
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByTestId('carousel-counter')).toHaveText('2 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('carousel-counter')).toHaveText('3 of 3');
  await expect(page.getByRole('button', { name: 'Express interest' })).toBeEnabled();
}

test.describe('browsing listings', () => {
  let listings: Listings;

  test.beforeAll(async () => {
    listings = await listThreeDeals();
  });

  test('a buyer searches, filters, reloads, maps, favourites and opens a listing', async ({ page }) => {
    test.setTimeout(90_000);
    const { word, subTo, sellerFinance } = listings;
    await signInAs(page, BUYER);

    // Search by the listings' word, then filter by budget and finance type.
    await searchFor(page, word);
    await expect(cards(page)).toHaveCount(3);
    await page.getByLabel('Budget').selectOption('1000000');
    await expect(cards(page)).toHaveCount(2);
    await page.getByLabel('Finance type').selectOption('SellerFinance');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, sellerFinance.streetAddress)).toBeVisible();

    // The URL holds the whole query: a reload shows the same view.
    await expect(page).toHaveURL(
      new RegExp(`/deals\\?q=${word}&maxPrice=1000000&financeType=SellerFinance$`),
    );
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByLabel('Finance type')).toHaveValue('SellerFinance');
    await expect(page.getByLabel('Budget')).toHaveValue('1000000');

    // The map view with a radius around the listings' ZIP: canvas, clustered markers, and the list.
    await page.getByLabel('Finance type').selectOption('');
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.getByLabel('Centre ZIP code').fill('78701');
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/zip=78701&radius=25&view=map/);
    await expect(page.getByTestId('radius-status')).toHaveText('Listings within 25 miles of ZIP 78701');
    const map = page.getByTestId('deals-map');
    await expect(map).toHaveAttribute('data-ready', 'true');
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map.getByRole('button', { name: '2 listings here, zoom in' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Listings' }).getByTestId('deal-card')).toHaveCount(2);
    await expect(page.getByTestId('result-count')).toHaveText('2 listings');

    // Favourite one, then show favourites only.
    await page.getByRole('button', { name: 'Grid', exact: true }).click();
    const favorite = card(page, subTo.streetAddress).getByTestId('favorite-button');
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect(favorite).toHaveText('1');
    const favoritesOnly = page.getByRole('checkbox', { name: 'Favourites only' });
    // The URL changes in a transition, so the box shows checked a moment after the click.
    await favoritesOnly.click();
    await expect(favoritesOnly).toBeChecked();
    await expect(page).toHaveURL(/favorites=true/);
    await expect(cards(page)).toHaveCount(1);

    // The detail page and its carousel.
    await openAndBrowsePhotos(page, subTo.streetAddress);
    await expect(page.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
  });

  test('the map shows every listing matching the search, not only the loaded page', async ({ page }) => {
    test.setTimeout(60_000);
    // More listings than a page holds (20), all in downtown Austin, found by a word of their own.
    const word = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const listed = await writeListings(
      Array.from({ length: 27 }, (_, n) =>
        listingRecord({
          dealDescription: `Map test listing ${word}`,
          location: { lat: 30.2 + n * 0.004, lng: -97.74 },
        }),
      ),
    );
    await signInAs(page, BUYER);

    await searchFor(page, word);
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    await page.getByRole('button', { name: 'Map', exact: true }).click();

    const map = page.getByTestId('deals-map');
    await expect(map).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('map-point-count')).toHaveText(`${listed.length} listings on the map`);
    // The list still holds its first page, with "Load more".
    await expect(page.getByRole('list', { name: 'Listings' }).getByTestId('deal-card')).toHaveCount(20);
  });

  test("the map's controls speak the page's language", async ({ page }) => {
    await signInAs(page, BUYER);
    await page.goto('/deals?view=map');
    const languageSelector = page.getByRole('contentinfo').getByRole('combobox');

    await languageSelector.selectOption('es');

    // The map is made again in the new language; its controls come with it, before its style loads.
    const map = page.getByTestId('deals-map');
    await expect(map.getByRole('button', { name: 'Acercar' })).toBeVisible({ timeout: 15_000 });
    await expect(map.getByRole('button', { name: 'Alejar' })).toBeVisible();
    await expect(map.locator('canvas')).toHaveAttribute('aria-label', 'Mapa');
    await expect(map.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);

    // Back to English, so the account's saved preference is as the seed left it.
    await page.getByRole('contentinfo').getByRole('combobox').selectOption('en');
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('a buyer searches, filters in the collapsed panel, favourites and opens a listing', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const { word, subTo, sellerFinance } = listings;
      await signInAs(page, BUYER);

      await searchFor(page, word);
      await expect(cards(page)).toHaveCount(3);
      const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
      await expect(page.getByLabel('Finance type')).toBeHidden();
      await filtersButton.click();
      await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
      await page.getByLabel('Finance type').selectOption('SellerFinance');
      await expect(cards(page)).toHaveCount(1);
      await expect(page).toHaveURL(/financeType=SellerFinance/);

      const favorite = card(page, sellerFinance.streetAddress).getByTestId('favorite-button');
      await favorite.click();
      await expect(favorite).toHaveAttribute('aria-pressed', 'true');

      await page.getByLabel('Finance type').selectOption('SubTo');
      await expect(cards(page)).toHaveCount(1);
      await openAndBrowsePhotos(page, subTo.streetAddress);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  });
});
