import { expect, test } from '@playwright/test';
import { LOCAL_STORAGE_KEYS } from '../../web/src/lib/storage/storage-keys';
import { signInAs } from './support/session';

test.describe('language', () => {
  test('switching to Español changes the interface, is saved, and survives a reload', async ({ page }) => {
    await signInAs(page, 'owner@example.com');
    const languageSelector = page.getByRole('contentinfo').getByRole('combobox');

    await languageSelector.selectOption('es');

    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Olive');
    await expect(page.getByTestId('toast')).toContainText('Idioma actualizado');
    await expect(page.getByTestId('dashboard-language')).toHaveText('Español');
    await expect(page).toHaveTitle('Panel · Dealflow');

    await page.reload();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Olive');
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Panel' }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.language)).toBe('es');

    // Back to English, so the account's saved preference is as the seed left it.
    await page.getByRole('contentinfo').getByRole('combobox').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Olive');
    await expect(page.getByTestId('toast')).toContainText('Language set to English');
  });

  test('a visitor can switch language from the header before signing in', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('es');

    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Registrarse' })).toBeVisible();
  });
});
