/**
 * The listing form (docs/requirements.md#r2-5), as a seller uses it: every step of a creative
 * SubTo listing with two photos, errors on an empty step, a reload that restores the draft, the
 * listing opened after publishing, an edit of its price, the same path on a 375 px phone, and a
 * duplicate street address refused with a link to the listing already there.
 */
import { expect, test } from '@playwright/test';
import type { Deal, DealDetail } from '#shared/deals/deal-api';
import { createDealAs, demoToken, uniqueStreetAddress } from '../api/support/deals';
import { callApi } from '../api/support/local-stack';
import {
  addTwoPhotos,
  certifyAndPublish,
  fillAddressStep,
  fillDescriptionStep,
  fillPropertyStep,
  fillSubjectToStep,
  next,
  stepHeading,
} from './support/deal-form';
import { fitsTheScreen } from './support/layout';
import { signInAs } from './support/session';

const SELLER = 'seller@example.com';

/** The listing as the API answers it to the seller. */
async function dealFromApi(dealId: string): Promise<Deal> {
  const { status, body } = await callApi(`/api/deals/${dealId}`, { token: await demoToken(SELLER) });
  expect(status).toBe(200);
  return (body as DealDetail).deal;
}

test.describe('the listing form', () => {
  test('a seller lists a SubTo deal step by step, the draft survives a reload, then edits the price', async ({
    page,
  }) => {
    // Six steps, two uploads, a reload and an edit: longer than one page's budget.
    test.slow();
    const address = uniqueStreetAddress();
    await signInAs(page, SELLER);
    await page.goto('/deals/new');
    await expect(stepHeading(page)).toHaveText('Step 1 of 6: Address and basics');

    // An empty step shows its errors next to the fields and focuses the first one.
    await next(page);
    await expect(page.getByLabel('Street address')).toBeFocused();
    await expect(page.getByLabel('Street address')).toHaveAccessibleDescription('This field is required.');
    await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');

    await fillAddressStep(page, address, 'creative');
    await fillPropertyStep(page);

    // Reload in the middle: the draft comes back on the step the seller was on.
    await expect(stepHeading(page)).toHaveText('Step 3 of 6: Finance terms');
    await page.reload();
    await expect(page.getByTestId('draft-restored')).toContainText('Draft restored');
    await expect(stepHeading(page)).toHaveText('Step 3 of 6: Finance terms');

    await fillSubjectToStep(page);
    await addTwoPhotos(page);
    await fillDescriptionStep(page, ['Low entry fee', 'Super low entry fee', 'Super low interest rate']);
    await expect(page.getByTestId('deal-review')).toContainText(address);
    const dealId = await certifyAndPublish(page);

    const created = await dealFromApi(dealId);
    expect(created).toMatchObject({
      streetAddress: address,
      purchasePrice: 315000,
      bathrooms: 2.5,
      purchaseType: 'SubTo',
      entryFee: 9000,
      coverPhotoIndex: 0,
    });
    expect(created.photos).toHaveLength(2);
    expect(created.tags).toEqual(
      expect.arrayContaining([
        'off-market',
        'low-entry-fee',
        'super-low-entry-fee',
        'super-low-interest-rate',
      ]),
    );

    // Edit: change the price and save through the steps.
    await page.goto(`/deals/${dealId}/edit`);
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
    await page.getByLabel('Purchase price (USD)').fill('299000');
    for (let step = 0; step < 5; step += 1) await next(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
    await expect.poll(async () => (await dealFromApi(dealId)).purchasePrice).toBe(299000);
  });

  test('a street address another seller listed is refused with a link to that listing', async ({ page }) => {
    const existing = await createDealAs('admin@example.com');
    await signInAs(page, SELLER);
    await page.goto('/deals/new');

    await fillAddressStep(page, existing.streetAddress, 'cash');
    await fillPropertyStep(page);
    await expect(page.getByTestId('finance-none')).toBeVisible();
    await next(page);
    await next(page);
    await fillDescriptionStep(page, []);
    await page.getByRole('checkbox', { name: /I certify/ }).check();
    await page.getByRole('button', { name: 'Publish listing' }).click();

    const alert = page.getByTestId('save-error');
    await expect(alert).toContainText('Duplicate property address');
    await expect(alert.getByRole('link', { name: 'See that listing' })).toHaveAttribute(
      'href',
      `/deals/${existing.dealId}`,
    );
    await expect(page).toHaveURL(/\/deals\/new$/);
  });
});

test.describe('the listing form on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a seller lists a SubTo deal with two photos', async ({ page }) => {
    const address = uniqueStreetAddress();
    await signInAs(page, SELLER);
    await page.goto('/deals/new');

    await fillAddressStep(page, address, 'creative');
    await fillPropertyStep(page);
    await fillSubjectToStep(page);
    await expect(page.getByLabel('Add photos')).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await addTwoPhotos(page);
    await fillDescriptionStep(page, ['Low entry fee']);
    expect(await fitsTheScreen(page)).toBe(true);
    const dealId = await certifyAndPublish(page);

    expect((await dealFromApi(dealId)).photos).toHaveLength(2);
  });
});
