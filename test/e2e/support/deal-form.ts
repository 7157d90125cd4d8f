/**
 * The listing form's steps as a seller fills them (docs/requirements.md#r2-5), shared by the form's own spec
 * and the whole listing journey.
 */
import { expect, type Page } from '@playwright/test';
import { jpegBuffer, pngBuffer } from './images';

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 });

export async function fillAddressStep(page: Page, address: string, category: 'cash' | 'creative') {
  await page.getByLabel('Street address').fill(address);
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByLabel('Purchase price (USD)').fill('315,000');
  await page.getByLabel('Deal category').selectOption(category);
  if (category === 'creative') await page.getByLabel('Purchase type').selectOption('SubTo');
  await next(page);
}

export async function fillPropertyStep(page: Page) {
  await expect(stepHeading(page)).toHaveText('Step 2 of 6: Property');
  await page.getByLabel('Property type').selectOption('singleFamily');
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Bathrooms').fill('2.5');
  await page.getByLabel('Square footage').fill('1650');
  await next(page);
}

export async function fillSubjectToStep(page: Page) {
  await expect(stepHeading(page)).toHaveText('Step 3 of 6: Finance terms');
  await page.getByLabel('Loan type').selectOption('FHA');
  await page.getByLabel('Interest rate (%)').fill('3.25');
  await page.getByLabel('Loan balance (USD)').fill('240000');
  await page.getByLabel('Monthly PITI (USD)').fill('1850');
  await page.getByLabel('Entry fee (USD)').fill('9000');
  await page.getByLabel('Loan maturity date').fill('2051-06-01');
  await next(page);
}

export async function addTwoPhotos(page: Page) {
  await expect(stepHeading(page)).toHaveText('Step 4 of 6: Photos');
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: pngBuffer() },
    { name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: jpegBuffer() },
  ]);
  await expect(page.getByTestId('deal-photo')).toHaveCount(2);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // The kitchen goes first and becomes the cover.
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await page.getByRole('button', { name: 'Make photo 1 the cover' }).click();
  await next(page);
}

export async function fillDescriptionStep(
  page: Page,
  computed: string[],
  description = 'Bright three-bedroom home with an assumable FHA loan.',
) {
  await expect(stepHeading(page)).toHaveText('Step 5 of 6: Description and tags');
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByRole('checkbox', { name: 'Off market' }).check();
  for (const tag of computed) await expect(page.getByTestId('computed-tags')).toContainText(tag);
  await next(page);
}

export async function certifyAndPublish(page: Page): Promise<string> {
  await expect(stepHeading(page)).toHaveText('Step 6 of 6: Certification and review');
  await page.getByRole('checkbox', { name: /I certify/ }).check();
  await page.getByRole('button', { name: 'Publish listing' }).click();
  // The listing's own page (built by the listings feature): /deals/<id>, no longer /deals/new.
  await expect(page).toHaveURL(/\/deals\/(?!new$)[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}
