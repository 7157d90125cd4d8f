/**
 * The numbers card (docs/deal-numbers.md) end to end: a buyer opens a subject-to listing (PITI 1,900,
 * entry fee 20,000: the shared sample listing, created through the API so the test owns its data),
 * sees what it costs, enters a rent and sees the cash flow (saved as typed), and finds the figures
 * beside the price in the offer dialog. On a lease option it shows what buying costs when the term
 * ends.
 */
import { expect, test } from '@playwright/test';
import { createDealAs, validDealBody } from '../api/support/deals';
import { signInAs } from './support/session';

test('a buyer enters a rent on a subject-to deal, sees cash flow, and offers with the figures beside it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const deal = await createDealAs('seller@example.com', validDealBody());

  await signInAs(page, 'buyer@example.com');
  await page.goto(`/deals/${deal.dealId}`);
  const card = page.getByRole('region', { name: 'The numbers' });
  await expect(card.getByTestId('numbers-value-cashToClose')).toHaveText('$20,000');
  await expect(card.getByTestId('numbers-value-monthlyPayment')).toHaveText('$1,900');
  await expect(card.getByTestId('numbers-value-monthlyCashFlow')).toHaveText('Needs more information');

  // The figure explains itself: the PITI is the listing's.
  const payment = card.getByTestId('numbers-figure-monthlyPayment');
  await payment.locator('summary').click();
  await expect(payment.getByText('How this is worked out')).toBeVisible();
  await expect(payment).toContainText('PITI $1,900 from the listing');

  // 2,600 × 0.95 × 0.92 − 1,900 = 372.40 a month.
  await card.getByLabel('Monthly rent ($)').fill('2600');
  await expect(card.getByTestId('numbers-value-monthlyCashFlow')).toHaveText('$372');
  // Saved as typed, once the buyer pauses.
  await expect(card.getByTestId('numbers-save-status')).toHaveText('Your inputs are saved.');

  await page.getByRole('button', { name: 'Make offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(dialog.getByTestId('offer-numbers-cashToClose')).toHaveText('$20,000');
  await expect(dialog.getByTestId('offer-numbers-monthlyPayment')).toHaveText('$1,900');
  await expect(dialog.getByTestId('offer-numbers-monthlyCashFlow')).toHaveText('$372');
  await dialog.getByLabel('Entry fee (USD)').fill('18000');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByTestId('offer-sent')).toContainText('Your offer was sent to the seller.');

  // The saved rent comes back on the next visit.
  await page.reload();
  await expect(page.getByRole('region', { name: 'The numbers' }).getByLabel('Monthly rent ($)')).toHaveValue(
    '2600',
  );
});

test('a buyer on a lease option sees what buying costs at the end of the term, less the fee and credits', async ({
  page,
}) => {
  const deal = await createDealAs(
    'seller@example.com',
    validDealBody({
      purchaseType: 'LeaseOption',
      loanType: undefined,
      interestRate: undefined,
      loanBalance: undefined,
      loanMaturityDate: undefined,
      piti: undefined,
      entryFee: undefined,
      optionFee: 6_000,
      optionSalePrice: 360_000,
      optionTerm: 2,
      optionFeeDeducted: true,
      leaseMonthlyPayment: 2_200,
      monthlyPaymentCredited: true,
      monthlyCreditAmount: 250,
    }),
  );

  await signInAs(page, 'buyer@example.com');
  await page.goto(`/deals/${deal.dealId}`);
  const figure = page
    .getByRole('region', { name: 'The numbers' })
    .getByTestId('numbers-figure-optionPurchase');
  // 360,000 − 6,000 − 250 × 24 months, due two years from today.
  await expect(figure.getByTestId('numbers-value-optionPurchase')).toContainText('$348,000 due ');
  await figure.locator('summary').click();
  await expect(figure).toContainText('Monthly credit $250 from the listing');
  await expect(figure).toContainText('Option term (years) 2 from the listing');
});
