/**
 * "Buyers for this deal" (docs/buyer-matching.md) end to end: three buyers whose buy box is a fresh
 * ZIP fit the seller's new subject-to listing there; the seller opens Buyers for this deal, sees them
 * ranked with the reasons, sends the listing to the top 3 with a note, and each e-mail lands in the
 * local SES store; one buyer presses "Not interested" on the listing page and drops off the list.
 * The buyers and the listing are made through the API, so the test owns its data.
 */
import { expect, test } from '@playwright/test';
import { buyerWithBuyBox, freshZipCode, settleQueues } from '../api/support/alerts';
import { createDealAs, validDealBody } from '../api/support/deals';
import { mailAbout } from '../api/support/notifications';
import { TEST_PASSWORD } from '../api/support/test-users';
import { paths } from '../../web/src/lib/paths/paths';
import { signInAs, submitSignIn } from './support/session';

test('the seller sends a listing to its top 3 buyers, and a buyer who is not interested leaves the list', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const zipCode = freshZipCode();
  const buyers = await Promise.all(
    // Buyer preferences too (far away): a buyer without them is sent to fill them in first.
    [0, 1, 2].map(() =>
      buyerWithBuyBox(zipCode, {
        buyBox: { type: 'creative', maxPrice: 400_000 },
        searchFrequency: 'weeklySummary',
      }),
    ),
  );
  // A city of its own too: the demo buyers who prefer Austin stay off this listing's list.
  const deal = await createDealAs(
    'seller@example.com',
    validDealBody({ zipCode, city: `Testville ${zipCode}` }),
  );
  await settleQueues();

  // The seller sees the three buyers ranked, with why they fit.
  await signInAs(page, 'seller@example.com');
  await page.goto(paths.dealOffers(deal.dealId));
  await page.getByRole('tab', { name: 'Buyers for this deal', exact: true }).click();
  const panel = page.getByTestId('deal-buyers');
  const rows = panel.getByTestId('ranked-buyer');
  await expect(rows).toHaveCount(3);
  const best = rows.first();
  await expect(best.getByRole('meter', { name: /^Match score of / })).toBeVisible();
  await expect(best.getByRole('list', { name: 'What fits' })).toContainText(
    `In ZIP ${zipCode}, one of your buy box ZIPs.`,
  );
  await expect(best.getByRole('list', { name: 'What fits' })).toContainText(
    'Priced $350,000, within your $400,000 maximum.',
  );

  // Send to the top 3, with a note.
  await panel.getByRole('button', { name: 'Select top 3' }).click();
  await expect(panel.getByTestId('deal-buyers-selected')).toHaveText('3 buyers selected');
  await panel.getByRole('button', { name: 'Send to selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this listing to 3 buyers' });
  await dialog.getByLabel('Note to the buyers (optional)').fill('Keys on Friday');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('send-summary')).toContainText('E-mailed 3 buyers');
  await expect(dialog).toHaveCount(0);
  for (const buyer of buyers) {
    const [mail] = await mailAbout(buyer.email, deal.streetAddress);
    expect(mail!.body.text).toContain('Keys on Friday');
  }
  // Sent once: none of them can be chosen again.
  for (const checkbox of await rows.getByRole('checkbox').all()) await expect(checkbox).toBeDisabled();

  // One buyer is not interested, on the listing page.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await submitSignIn(buyerPage, buyers[0]!.email, TEST_PASSWORD);
  await expect(buyerPage).toHaveURL(/\/dashboard$/);
  await buyerPage.goto(paths.dealDetail(deal.dealId));
  await buyerPage.getByRole('button', { name: 'Not interested', exact: true }).click();
  await expect(buyerPage.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  await buyerContext.close();

  // The seller's list no longer has them.
  await page.reload();
  await page.getByRole('tab', { name: 'Buyers for this deal', exact: true }).click();
  await expect(page.getByTestId('deal-buyers').getByTestId('ranked-buyer')).toHaveCount(2);
  await expect(page.getByTestId('deal-buyers-total')).toHaveText('2 buyers fit');
});
