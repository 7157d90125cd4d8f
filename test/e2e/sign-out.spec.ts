import { expect, test, type Page } from '@playwright/test';
import {
  AMPLIFY_TOKEN_KEY_PREFIX,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
} from '../../web/src/lib/storage/storage-keys';
import { fullName, signInAs } from './support/session';

/** Every auth marker the browser holds, read in the page. */
async function authStorage(page: Page) {
  return page.evaluate(
    ({ local, session, amplifyPrefix }) => ({
      idToken: localStorage.getItem(local.idToken),
      isAuthenticated: localStorage.getItem(local.isAuthenticated),
      cachedUser: localStorage.getItem(local.cachedUser),
      dashboardFetchAttempted: sessionStorage.getItem(session.dashboardFetchAttempted),
      amplifyKeys: Object.keys(localStorage).filter((key) => key.startsWith(amplifyPrefix)),
    }),
    { local: LOCAL_STORAGE_KEYS, session: SESSION_STORAGE_KEYS, amplifyPrefix: AMPLIFY_TOKEN_KEY_PREFIX },
  );
}

test('signing out returns to / and clears the session storage and local storage markers', async ({
  page,
}) => {
  const account = await signInAs(page, 'buyer@example.com');
  const signedIn = await authStorage(page);
  expect(signedIn.isAuthenticated).toBe('true');
  expect(signedIn.idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(signedIn.cachedUser).not.toBeNull();
  expect(signedIn.dashboardFetchAttempted).not.toBeNull();
  expect(signedIn.amplifyKeys.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: fullName(account) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await authStorage(page)).toEqual({
    idToken: null,
    isAuthenticated: null,
    cachedUser: null,
    dashboardFetchAttempted: null,
    amplifyKeys: [],
  });

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
