/**
 * Deal alerts (docs/requirements.md#r1-10) end to end: a buyer whose buy box fits a new listing finds it in
 * the dashboard's "Deal alerts" panel with why it matched and a link to it, on desktop and at 375 px.
 * The buyer and the listing are made through the API, so the test owns its data.
 */
import { expect, test } from '@playwright/test';
import { buyerWithBuyBox, freshZipCode, settleQueues } from '../api/support/alerts';
import { createDealAs, validDealBody } from '../api/support/deals';
import { TEST_PASSWORD } from '../api/support/test-users';
import { fitsTheScreen } from './support/layout';
import { submitSignIn } from './support/session';

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: '375 px', size: { width: 375, height: 800 } },
]) {
  test(`a buyer sees a matching listing in their alerts, with why, on ${viewport.name}`, async ({ page }) => {
    test.setTimeout(60_000);
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode, {
      searchFrequency: 'realtime',
      buyBox: { type: 'creative', minPrice: 300_000, maxPrice: 400_000 },
    });
    const deal = await createDealAs('seller@example.com', validDealBody({ zipCode }));
    await settleQueues();

    await page.setViewportSize(viewport.size);
    await submitSignIn(page, buyer.email, TEST_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    const panel = page.getByTestId('deal-alerts');
    await expect(panel.getByRole('heading', { name: 'Deal alerts' })).toBeVisible();
    const row = panel.getByTestId('deal-alert-row').filter({ hasText: deal.streetAddress });
    await expect(row).toBeVisible();
    await expect(row.getByRole('list', { name: 'Why it matched' })).toContainText(
      `In ZIP ${zipCode}, one of your buy box ZIPs.`,
    );
    await expect(row).toContainText('Priced $350,000, within your $300,000 – $400,000 range.');
    await expect(row).toContainText(/E-mailed/);
    expect(await fitsTheScreen(page)).toBe(true);

    await row.getByRole('link', { name: deal.streetAddress }).click();
    await expect(page).toHaveURL(new RegExp(`/deals/${deal.dealId}$`));
  });
}
