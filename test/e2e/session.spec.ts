import { expect, test, type Page } from '@playwright/test';
import { LOCAL_STORAGE_KEYS } from '../../web/src/lib/storage/storage-keys';
import { fullName, signInAs } from './support/session';

/** Replaces the stored ID token with a copy whose claims are changed (its signature no longer matches). */
async function tamperStoredToken(page: Page, secondsLeft: number): Promise<string> {
  return page.evaluate(
    ({ key, secondsLeft: left }) => {
      const token = localStorage.getItem(key) ?? '';
      const [header, payload] = token.split('.');
      const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<
        string,
        unknown
      >;
      claims.exp = Math.floor(Date.now() / 1000) + left;
      const encoded = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const tampered = `${header}.${encoded}.not-the-signature`;
      localStorage.setItem(key, tampered);
      return tampered;
    },
    { key: LOCAL_STORAGE_KEYS.idToken, secondsLeft },
  );
}

const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.idToken);

test.describe('session tokens', () => {
  test('a token with less than five minutes left is refreshed before use', async ({ page }) => {
    const account = await signInAs(page, 'buyer@example.com');
    const expiring = await tamperStoredToken(page, 120);

    await page.reload();

    await expect(page.getByTestId('dashboard-full-name')).toHaveText(fullName(account));
    const refreshed = await storedToken(page);
    expect(refreshed).not.toBe(expiring);
    expect(refreshed?.split('.')).toHaveLength(3);
  });

  test('a corrupted stored token is discarded and replaced', async ({ page }) => {
    const account = await signInAs(page, 'seller@example.com');
    await page.evaluate((key) => localStorage.setItem(key, 'corrupted-token'), LOCAL_STORAGE_KEYS.idToken);

    await page.reload();

    await expect(page.getByTestId('dashboard-full-name')).toHaveText(fullName(account));
    expect((await storedToken(page))?.split('.')).toHaveLength(3);
  });

  test('a token the server refuses (401) is force-refreshed and the call retried once', async ({ page }) => {
    const account = await signInAs(page, 'owner@example.com');
    const refused = await tamperStoredToken(page, 3600);
    const meStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/me')) meStatuses.push(response.status());
    });

    await page.reload();

    await expect(page.getByTestId('dashboard-full-name')).toHaveText(fullName(account));
    expect(meStatuses.slice(0, 2)).toEqual([401, 200]);
    expect(await storedToken(page)).not.toBe(refused);
  });
});
