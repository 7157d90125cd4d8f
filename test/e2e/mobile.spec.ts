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
