/**
 * The Owners Club map (docs/demand.md "Owners Club map"): an owner turns on their location on the
 * profile and appears on /owners under their company name, in the list and on the drawn map. (A
 * buyer sent from /owners to /unauthorized: invitations.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { consoleErrors } from './support/console-errors';
import { signInAs } from './support/session';

const COMPANY = 'Olive Grove Homes';
const ZIP = '78745';

test('an owner turns on their location and appears on the Owners Club map', async ({ page }) => {
  const errors = consoleErrors(page);
  await signInAs(page, 'owner@example.com');

  // The company name the map shows.
  await page.goto('/profile?tab=company');
  const company = page.getByTestId('company-form');
  await company.getByLabel('Company name').fill(COMPANY);
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company details saved')).toBeVisible();

  // Off until turned on; a ZIP is needed to turn it on.
  const setting = page.getByRole('form', { name: 'Owners Club map' });
  const visible = setting.getByRole('checkbox', { name: 'Show my company on the Owners Club map' });
  await expect(visible).not.toBeChecked();
  await visible.check();
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(setting.getByText('Enter your ZIP code to appear on the map.')).toBeVisible();
  await setting.getByLabel('ZIP code').fill(ZIP);
  await setting.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Owners Club map setting saved')).toBeVisible();

  // Any member's /owners shows them at that ZIP, in the list and on the map.
  await page.getByRole('banner').getByRole('link', { name: 'Owners Club' }).click();
  await expect(page).toHaveURL(/\/owners$/);
  const section = page.getByTestId('owner-locations');
  const zip = section.getByTestId('owner-locations-list').locator(`li[data-zip="${ZIP}"]`);
  await expect(zip.getByText(`Austin, TX ${ZIP}`)).toBeVisible();
  await expect(zip.getByText(COMPANY)).toBeVisible();
  const map = section.getByTestId('owner-locations-map');
  // Drawn once maplibre's worker has placed the points and the map went idle: seconds on a busy machine.
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(map.locator('canvas')).toBeVisible();
  expect(errors).toEqual([]);
});
