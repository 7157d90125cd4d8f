import {
  GetTokensFromRefreshTokenCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, test } from '@playwright/test';
import { AMPLIFY_TOKEN_KEY_PREFIX } from '../../web/src/lib/storage/storage-keys';
import { createThrowawayAccount, localCognito } from './email-link-helpers';
import { submitSignIn } from './support/session';

test('signing out revokes the refresh token at Cognito', async ({ page }) => {
  // A throwaway account: a global sign-out drops every refresh token of the user.
  const account = await createThrowawayAccount('signout');
  await submitSignIn(page, account.email, account.password);
  // Signed in, and sent on to /profile: the new account's profile is incomplete. Waiting for that
  // page keeps the menu click below from landing mid-redirect (the menu closes on navigation).
  await expect(page).toHaveURL(/\/profile/);
  const userMenu = page.getByRole('button', { name: `${account.firstName} ${account.lastName}` });
  await expect(userMenu).toBeVisible();

  const stored = await page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith(prefix) && name.endsWith('.refreshToken'),
    );
    return { key, token: key ? localStorage.getItem(key) : null };
  }, AMPLIFY_TOKEN_KEY_PREFIX);
  expect(stored.token).toBeTruthy();
  const clientId = stored.key!.slice(AMPLIFY_TOKEN_KEY_PREFIX.length).split('.')[0]!;
  const cognito = localCognito();
  const refresh = () =>
    cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: stored.token! }));
  // The token works while signed in…
  await expect(refresh()).resolves.toMatchObject({ AuthenticationResult: { IdToken: expect.any(String) } });

  // The profile page may still settle its tab in the address (a navigation closes the menu): open the
  // menu again until its Sign out item is there to press.
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: 'Sign out' }).isVisible())) await userMenu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // …and no longer after signing out.
  await expect(refresh()).rejects.toBeInstanceOf(NotAuthorizedException);
  cognito.destroy();
});
