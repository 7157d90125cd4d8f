/**
 * The deal flow (docs/requirements.md#r1-9) end to end: a buyer makes an offer on a seller's listing; the
 * seller opens the listing's offers, downloads the CSV and accepts the offer; the buyer then sees it
 * accepted on their dashboard and the listing pending. A seller canceling a listing with an open offer
 * confirms closing it (docs/requirements.md#r4-9). The offers page is also checked at 375 px, where
 * each offer is a card.
 * The seller's listing is created through the API, so the test owns its data.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createDealAs, validCashDealBody } from '../api/support/deals';
import { submitOfferAs } from '../api/support/offers';
import { demoAccount } from '../../scripts/seed/demo-accounts';
import { openStatusDialog, rowOf } from './support/dashboard';
import { fitsTheScreen } from './support/layout';
import { fullName, signInAs } from './support/session';

const buyer = demoAccount('buyer@example.com');

/** The offers table's row of the demo buyer's offer. */
const buyerRow = (page: Page) => page.getByTestId('offer-row').filter({ hasText: fullName(buyer) });

test('a buyer offers, the seller exports and accepts, and the buyer sees it accepted', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const deal = await createDealAs('seller@example.com', validCashDealBody());

  // The buyer makes an offer from the listing page.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signInAs(buyerPage, buyer.email);
  await buyerPage.goto(`/deals/${deal.dealId}`);
  await buyerPage.getByRole('button', { name: 'Make offer' }).click();
  const form = buyerPage.getByRole('dialog', { name: 'Make an offer' });
  await expect(form.getByLabel('Estimated close of escrow')).not.toHaveValue('');
  await form.getByLabel('Purchase price (USD)').fill('245000');
  await form.getByLabel('Message to the seller (optional)').fill('Cash, can close in 30 days.');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyerPage.getByTestId('offer-sent')).toContainText('Your offer was sent to the seller.');

  // The seller finds it on the listing's offers page and downloads the CSV.
  const sellerContext = await browser.newContext({ acceptDownloads: true });
  const sellerPage = await sellerContext.newPage();
  await signInAs(sellerPage, 'seller@example.com');
  await sellerPage
    .getByTestId('my-listing-row')
    .filter({ hasText: deal.streetAddress })
    .getByRole('link', { name: `View offers for ${deal.streetAddress}` })
    .click();
  await expect(sellerPage).toHaveURL(new RegExp(`/deals/${deal.dealId}/offers$`));
  await expect(sellerPage).toHaveTitle(`Offers for ${deal.streetAddress} · Dealflow`);
  const row = buyerRow(sellerPage);
  await expect(row).toContainText('$245,000');
  await expect(row).toContainText(buyer.email);
  await expect(row).toContainText('Cash, can close in 30 days.');
  await expect(row.getByTestId('offer-status-badge')).toHaveText('Pending');

  const [download] = await Promise.all([
    sellerPage.waitForEvent('download'),
    sellerPage.getByTestId('offers-csv').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^offers-.+\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Buyer,E-mail,Phone,Certified Buyer,Date,Type,Purchase price,Entry fee,Close of escrow,Message,Status',
  );
  expect(lines[1]).toContain(`${fullName(buyer)},${buyer.email},`);
  expect(lines[1]).toContain(',cash,245000,,');
  expect(lines[1]).toContain(',"Cash, can close in 30 days.",');
  expect(lines[1]).toMatch(/,pending$/);

  // The seller accepts it: the listing goes pending.
  await row.getByRole('button', { name: `Accept the offer from ${fullName(buyer)}` }).click();
  const confirm = sellerPage.getByRole('dialog', { name: 'Accept this offer?' });
  await expect(confirm).toContainText('stay as backups');
  await confirm.getByRole('button', { name: 'Accept offer' }).click();
  await expect(sellerPage.getByTestId('offer-decision-done')).toContainText('The listing is now pending.');
  await expect(row.getByTestId('offer-status-badge')).toHaveText('Accepted');
  await expect(sellerPage.getByTestId('deal-status-badge')).toHaveText('Pending');

  // The buyer sees the offer accepted and the listing pending, with no offer button.
  await buyerPage.goto('/dashboard');
  const myOffer = buyerPage.getByTestId('my-offer-row').filter({ hasText: deal.streetAddress });
  await expect(myOffer.getByTestId('offer-status-badge')).toHaveText('Accepted');
  await buyerPage.goto(`/deals/${deal.dealId}`);
  await expect(buyerPage.getByTestId('status-notice')).toBeVisible();
  await expect(buyerPage.getByTestId('deal-status-badge')).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: 'Make offer' })).toHaveCount(0);

  await buyerContext.close();
  await sellerContext.close();
});

test('a seller cancels a listing with an open offer, confirms closing it, and the buyer sees it closed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const deal = await createDealAs('seller@example.com', validCashDealBody());
  await submitOfferAs(buyer.email, deal.dealId);

  // The seller cancels it from the dashboard: a second dialog says what closes, and who is told.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signInAs(sellerPage, 'seller@example.com');
  const dialog = await openStatusDialog(sellerPage, deal.streetAddress);
  await dialog.getByRole('radio', { name: 'Canceled' }).check();
  await dialog.getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('textbox', { name: 'Cancel reason' }).fill('The owner kept the house');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  const confirm = sellerPage.getByRole('dialog', { name: 'Close the open offers?' });
  await expect(confirm).toContainText('closes 1 open offer');
  await expect(confirm).toContainText('tells their buyers by e-mail and in the app');
  await expect(confirm.getByRole('button', { name: 'Go back' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Close offers and continue' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(rowOf(sellerPage, deal.dealId).getByText('Canceled', { exact: true })).toBeVisible();

  // The buyer sees the offer closed on their dashboard.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signInAs(buyerPage, buyer.email);
  const myOffer = buyerPage.getByTestId('my-offer-row').filter({ hasText: deal.streetAddress });
  await expect(myOffer.getByTestId('offer-status-badge')).toHaveText('Closed');

  await buyerContext.close();
  await sellerContext.close();
});

test.describe('the offers page on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows each offer as a card with its decision, keeps the page its width and every tab within reach', async ({
    page,
  }) => {
    const deal = await createDealAs('seller@example.com', validCashDealBody());
    await submitOfferAs('buyer@example.com', deal.dealId);
    await signInAs(page, 'seller@example.com');

    await page.goto(`/deals/${deal.dealId}/offers`);

    await expect(buyerRow(page)).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    const region = page.getByRole('region', { name: 'Submitted offers' });
    await expect(region).toBeVisible();
    const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(false);
    const accept = buyerRow(page).getByRole('button', { name: `Accept the offer from ${fullName(buyer)}` });
    await accept.scrollIntoViewIfNeeded();
    await expect(accept).toBeInViewport({ ratio: 1 });
    // The third tab lies past the screen's edge: an arrow says so, and it is one tap away.
    await expect(page.getByTestId('tabs-more-after')).toBeVisible();
    await page.getByRole('tab', { name: 'Notification history' }).click();
    await expect(page.getByRole('tab', { name: 'Notification history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: /Interested buyers/ }).click();
    await expect(page.getByText('No buyer has expressed interest yet.')).toBeVisible();
  });
});
