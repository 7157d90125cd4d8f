/**
 * The sellers' side of listings (docs/requirements.md#r2-6): the dashboard's "My listings" with counts, the
 * status dialog with its rules and history, delete, analytics, and the hybrid Buying / Selling switch.
 */
import { expect, test } from '@playwright/test';
import { createDealAs, demoToken, validDealBody } from '../api/support/deals';
import { callApi } from '../api/support/local-stack';
import { openStatusDialog, rowOf } from './support/dashboard';
import { signInAs } from './support/session';

/** A buyer opens the listing through the API, which counts one view. */
async function viewAsBuyer(dealId: string): Promise<void> {
  const { status } = await callApi(`/api/deals/${dealId}`, { token: await demoToken('buyer@example.com') });
  expect(status).toBe(200);
}

test('a seller sees a listing with its counts, moves it to pending, cancels it with a reason and sees the history', async ({
  page,
}) => {
  const deal = await createDealAs('seller@example.com', validDealBody());
  await viewAsBuyer(deal.dealId);
  await signInAs(page, 'seller@example.com');

  const row = rowOf(page, deal.dealId);
  await expect(row.getByRole('rowheader')).toContainText(deal.streetAddress);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByTestId('my-listing-views')).toContainText('1');
  await expect(row.getByTestId('my-listing-offers')).toContainText('0');

  let dialog = await openStatusDialog(page, deal.streetAddress);
  await dialog.getByRole('radio', { name: 'Pending' }).check();
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText('Status updated');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  dialog = await openStatusDialog(page, deal.streetAddress);
  const latest = dialog.getByTestId('status-history-entry').first();
  await expect(latest).toContainText('Pending');
  await expect(latest).toContainText('Through the platform');
  await dialog.getByRole('radio', { name: 'Canceled' }).check();
  await dialog.getByRole('radio', { name: 'No' }).check();
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog.getByText('Cancel reason required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Cancel reason' }).fill('The owner decided to keep the house');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Canceled', { exact: true })).toBeVisible();

  dialog = await openStatusDialog(page, deal.streetAddress);
  await expect(dialog.getByTestId('status-dialog-terminal')).toBeVisible();
  await expect(dialog.getByTestId('status-history-entry').first()).toContainText(
    'The owner decided to keep the house',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a seller opens the analytics of a listing a buyer has viewed', async ({ page }) => {
  const deal = await createDealAs('seller@example.com', validDealBody());
  await viewAsBuyer(deal.dealId);
  await signInAs(page, 'seller@example.com');

  await rowOf(page, deal.dealId)
    .getByRole('link', { name: `Analytics for ${deal.streetAddress}` })
    .click();

  await expect(page).toHaveURL(new RegExp(`/deals/${deal.dealId}/analytics$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Analytics for ${deal.streetAddress}`);
  await expect(page).toHaveTitle(`Analytics for ${deal.streetAddress} · Dealflow`);
  const views = Number(await page.getByTestId('total-views').locator('dd').textContent());
  expect(views).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('img', { name: /Views per day over the last 30 days/ })).toBeVisible();
});

test('a buyer opening the analytics of a listing sees access denied', async ({ page }) => {
  const deal = await createDealAs('seller@example.com', validDealBody());
  await signInAs(page, 'buyer@example.com');

  await page.goto(`/deals/${deal.dealId}/analytics`);

  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('a seller deletes a listing and its row disappears', async ({ page }) => {
  const deal = await createDealAs('seller@example.com', validDealBody());
  await signInAs(page, 'seller@example.com');
  await expect(rowOf(page, deal.dealId)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${deal.streetAddress}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
  await expect(dialog).toContainText('Only admins will still see it');
  await dialog.getByRole('button', { name: 'Delete listing' }).click();

  await expect(rowOf(page, deal.dealId)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('my-listing-row').first()).toBeVisible();
  await expect(rowOf(page, deal.dealId)).toHaveCount(0);
});

test('a hybrid user switches to Selling and stays there after a reload', async ({ page }) => {
  await signInAs(page, 'hybrid@example.com');
  const switcher = page.getByRole('group', { name: 'Dashboard mode' });
  await expect(switcher.getByRole('radio', { name: 'Buying' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Browse listings' })).toBeVisible();

  await switcher.getByRole('radio', { name: 'Selling' }).check();
  await expect(page.getByRole('heading', { name: 'My listings' })).toBeVisible();
  await page.reload();

  await expect(page.getByRole('radio', { name: 'Selling' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'My listings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse listings' })).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a seller sees the listing as a card and changes its status', async ({ page }) => {
    const deal = await createDealAs('seller@example.com', validDealBody());
    await signInAs(page, 'seller@example.com');
    const row = rowOf(page, deal.dealId);
    await expect(row).toBeVisible();

    const box = await row.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const dialog = await openStatusDialog(page, deal.streetAddress);
    await dialog.getByRole('radio', { name: 'Pending' }).check();
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByRole('button', { name: 'Update status' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();

    await row.getByRole('link', { name: `Analytics for ${deal.streetAddress}` }).click();
    await expect(page.getByTestId('analytics-totals')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
