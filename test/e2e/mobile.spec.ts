import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the menu button is labelled with the first name and opens the panel', async ({ page }) => {
  const account = await signInAs(page, 'seller@example.com');
  const menuButton = page.getByRole('button', { name: account.firstName, exact: true });

  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menuButton.click();

  const panel = page.getByRole('navigation', { name: 'Menu' });
  await expect(panel).toBeVisible();
  for (const link of ['Dashboard', 'Listings', 'Buyers', 'Owners Club', 'Profile']) {
    await expect(panel.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test('at 375 px a visitor sees the language selector, Login and Sign up', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');

  await expect(header.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('at 375 px the header shows before the scripts run, in the place the app then renders it', async ({
  browser,
  baseURL,
  page,
}) => {
  // What index.html paints with its stylesheet alone, as a phone shows it while the scripts download.
  const withoutScripts = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const firstPaint = await withoutScripts.newPage();
  await firstPaint.goto('/deals');
  const paintedHeader = firstPaint.getByTestId('first-paint').locator('header');
  await expect(paintedHeader).toBeVisible();
  await expect(paintedHeader).toContainText('Dealflow');
  const painted = {
    header: await paintedHeader.boundingBox(),
    brand: await paintedHeader.locator('.brand').boundingBox(),
  };
  await withoutScripts.close();

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('first-paint')).toHaveCount(0);
  expect(await header.boundingBox()).toEqual(painted.header);
  expect((await header.getByRole('link', { name: 'Dealflow home' }).boundingBox())?.x).toBe(painted.brand?.x);
});
