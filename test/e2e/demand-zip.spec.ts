/**
 * A ZIP's buyer analytics page (docs/requirements.md#r3-7, docs/demand.md): a seller opens a ZIP the
 * seed gives at least 11 buyers, reads its figures and trend, follows its listings to browse, and a
 * malformed ZIP gets its own page — on a desktop and at 375 px without sideways scrolling.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createDealAs, validDealBody } from '../api/support/deals';
import { consoleErrors } from './support/console-errors';
import { signInAs } from './support/session';

const SELLER = 'seller@example.com';
/** Downtown Austin: the seed gives it at least 11 buyers, so its figures are shown, not withheld. */
const ZIP = '78701';

/** True when the page is no wider than the window (nothing to scroll sideways). */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a seller reads a ZIP’s buyer figures and trend, then browses its listings', async ({ page }) => {
  const errors = consoleErrors(page);
  // One listing of our own in the ZIP, so browse has at least one card to show for it.
  const word = `zz${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await createDealAs(SELLER, validDealBody({ dealDescription: `ZIP page listing ${word}.`, zipCode: ZIP }));
  await signInAs(page, SELLER);

  await page.goto(`/zip/${ZIP}/analytics`);

  await expect(page.getByRole('heading', { level: 1, name: `ZIP ${ZIP} — Austin, TX` })).toBeVisible();
  const figures = page.getByTestId('zip-figures');
  await expect(figures.getByTestId('figure-buyers').locator('dd')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  await expect(figures.getByTestId('figure-buyers')).not.toContainText('Fewer than');
  await expect(figures.getByTestId('figure-updatedAt').locator('dd')).not.toHaveText('No buyers yet');

  const trend = page.getByTestId('section-trend');
  await expect(trend.getByRole('heading', { level: 2, name: 'Buyers per month' })).toBeVisible();
  await expect(
    trend.getByRole('img', { name: /Buyers per month/ }).or(trend.getByText('The trend starts after')),
  ).toBeVisible();

  const listings = page.getByTestId('section-listings');
  await expect(listings.getByTestId('listings-active').locator('dd')).not.toHaveText('0');
  await listings.getByRole('link', { name: 'See these listings' }).click();

  await expect(page).toHaveURL(new RegExp(`/deals\\?zip=${ZIP}$`));
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue(ZIP);
  const cards = page.getByTestId('deal-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(ZIP);

  expect(errors).toEqual([]);
});

test('a malformed ZIP gets its own page, whose form opens a real one', async ({ page }) => {
  const errors = consoleErrors(page);
  await signInAs(page, SELLER);

  await page.goto('/zip/abcde/analytics');

  await expect(page.getByRole('heading', { level: 1, name: 'That is not a ZIP code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the buyer map' })).toHaveAttribute('href', '/buyers');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill(ZIP);
  await page.getByRole('button', { name: 'Show its analytics' }).click();

  await expect(page).toHaveURL(new RegExp(`/zip/${ZIP}/analytics$`));
  await expect(page.getByRole('heading', { level: 1, name: `ZIP ${ZIP} — Austin, TX` })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the ZIP page fits the window', async ({ page }) => {
    await signInAs(page, SELLER);
    await page.goto(`/zip/${ZIP}/analytics`);

    await expect(page.getByTestId('section-nearby')).toBeVisible();
    expect(await fitsTheWindow(page)).toBe(true);
  });
});
