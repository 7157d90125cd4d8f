import { expect, test } from '@playwright/test';
import { totpCode } from '../../scripts/local/cognito/totp-code';
import { createTestUser, TEST_PASSWORD } from '../api/support/test-users';
import { submitSignIn, submitTotpCode } from './support/session';

test('an admin without two-step sign-in is sent to set it up, turns it on, and then signs in with a code', async ({
  page,
}) => {
  // A whole journey (two sign-ins, set-up, sign-out): three times the default budget.
  test.slow();
  const admin = await createTestUser(['admins'], { firstName: 'Tia', lastName: 'Totp' });
  await submitSignIn(page, admin.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The admin panel stays closed and says how to open it.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Turn on two-step sign-in' })).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=password$/);

  // Turn it on with a code computed from the key the page shows, as an authenticator app would.
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByTestId('two-step-status')).toContainText('Two-step sign-in is on');

  await page.goto('/admin');
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();

  // Signed out, the password alone no longer signs in: the code does.
  await page.getByRole('button', { name: 'Tia Totp' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await submitSignIn(page, admin.email, TEST_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await submitTotpCode(page, secret);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-full-name')).toHaveText('Tia Totp');
});
