import { expect, test } from '@playwright/test';
import { createTestUser, TEST_PASSWORD } from '../api/support/test-users';
import { signInAs, submitSignIn } from './support/session';

test('an admin deactivates a user and that user is signed out with the deactivated toast', async ({
  browser,
}) => {
  // Two people sign in (the admin with a second step) in two browser contexts: more than one page's time.
  test.setTimeout(60_000);
  const target = await createTestUser(['originators'], { firstName: 'Dee', lastName: 'Activated' });
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await submitSignIn(userPage, target.email, TEST_PASSWORD);
  await expect(userPage).toHaveURL(/\/profile\?tab=seller-preferences$/);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, 'admin@example.com');
  await adminPage.goto('/admin');
  await adminPage.getByLabel('Search by e-mail or last name').fill(target.email);
  await adminPage.getByRole('button', { name: 'Search' }).click();
  const row = adminPage.locator(`[data-testid="admin-user"][data-email="${target.email}"]`);
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await row.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(row.getByTestId('admin-user-status')).toHaveText('Deactivated');

  await userPage.reload();
  await expect(userPage.getByTestId('toast')).toContainText('Account deactivated');
  await expect(userPage.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await adminContext.close();
  await userContext.close();
});

test('everyone but admins is sent from /admin to /unauthorized', async ({ page }) => {
  await signInAs(page, 'owner@example.com');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
