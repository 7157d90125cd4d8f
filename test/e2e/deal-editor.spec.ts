/**
 * The listing form (issue #4 "Creating and editing"), as a seller uses it: every step of a creative
 * SubTo listing with two photos, errors on an empty step, a reload that restores the draft, the
 * listing opened after publishing, an edit of its price, the same path on a 375 px phone, and a
 * duplicate street address refused with a link to the listing already there.
 */
import { expect, test, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import type { Deal, DealDetail } from '../../shared/src/deals/deal-api';
import { createDealAs, demoToken, uniqueStreetAddress } from '../api/support/deals';
import { callApi } from '../api/support/local-stack';
import { signInAs } from './support/session';

const SELLER = 'seller@example.com';

/** A small solid-colour PNG, built here so the test needs no fixture file. */
function pngBuffer(width = 8, height = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small JPEG. */
function jpegBuffer(width = 8, height = 8): Buffer {
  const data = Buffer.alloc(width * height * 4, 0xa0);
  return jpeg.encode({ data, width, height }, 80).data;
}

/** True when the page needs no sideways scrolling. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 });

/** The listing as the API answers it to the seller. */
async function dealFromApi(dealId: string): Promise<Deal> {
  const { status, body } = await callApi(`/api/deals/${dealId}`, { token: await demoToken(SELLER) });
  expect(status).toBe(200);
  return (body as DealDetail).deal;
}

async function fillAddressStep(page: Page, address: string, category: 'cash' | 'creative') {
  await page.getByLabel('Street address').fill(address);
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByLabel('Purchase price (USD)').fill('315,000');
  await page.getByLabel('Deal category').selectOption(category);
  if (category === 'creative') await page.getByLabel('Purchase type').selectOption('SubTo');
  await next(page);
}

async function fillPropertyStep(page: Page) {
  await expect(stepHeading(page)).toHaveText('Step 2 of 6: Property');
  await page.getByLabel('Property type').selectOption('singleFamily');
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Bathrooms').fill('2.5');
  await page.getByLabel('Square footage').fill('1650');
  await next(page);
}

async function fillSubjectToStep(page: Page) {
  await expect(stepHeading(page)).toHaveText('Step 3 of 6: Finance terms');
  await page.getByLabel('Loan type').selectOption('FHA');
  await page.getByLabel('Interest rate (%)').fill('3.25');
  await page.getByLabel('Loan balance (USD)').fill('240000');
  await page.getByLabel('Monthly PITI (USD)').fill('1850');
  await page.getByLabel('Entry fee (USD)').fill('9000');
  await page.getByLabel('Loan maturity date').fill('2051-06-01');
  await next(page);
}

async function addTwoPhotos(page: Page) {
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

async function fillDescriptionStep(page: Page, computed: string[]) {
  await expect(stepHeading(page)).toHaveText('Step 5 of 6: Description and tags');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Bright three-bedroom home with an assumable FHA loan.');
  await page.getByRole('checkbox', { name: 'Off market' }).check();
  for (const tag of computed) await expect(page.getByTestId('computed-tags')).toContainText(tag);
  await next(page);
}

async function certifyAndPublish(page: Page): Promise<string> {
  await expect(stepHeading(page)).toHaveText('Step 6 of 6: Certification and review');
  await page.getByRole('checkbox', { name: /I certify/ }).check();
  await page.getByRole('button', { name: 'Publish listing' }).click();
  // The listing's own page (built by the listings feature): /deals/<id>, no longer /deals/new.
  await expect(page).toHaveURL(/\/deals\/(?!new$)[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
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
