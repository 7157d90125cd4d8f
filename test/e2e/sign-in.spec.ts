import { expect, test, type Page } from '@playwright/test';
import type { Role } from '#shared/users/roles';
import { createTestUser, deactivateTestUser, TEST_PASSWORD } from '../api/support/test-users';
import { fullName, signInAs, submitSignIn } from './support/session';

const SELLER_SIDE_LINKS = ['Dashboard', 'Buyers', 'Owners Club'] as const;

async function expectDashboardShows(page: Page, name: string, roles: readonly Role[]) {
  await expect(page.getByTestId('dashboard-full-name')).toHaveText(name);
  const roleItems = page.getByTestId('dashboard-roles').locator('[data-role]');
  await expect(roleItems).toHaveCount(roles.length);
  for (const role of roles) {
    await expect(page.getByTestId('dashboard-roles').locator(`[data-role="${role}"]`)).toBeVisible();
  }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('signing in', () => {
  test('a buyer sees their name and role, and only Listings in the header', async ({ page }) => {
    const account = await signInAs(page, 'buyer@example.com');

    await expectDashboardShows(page, fullName(account), ['buyer']);
    await expect(page).toHaveTitle('Dashboard · Dealflow');
    await expect(mainNav(page).getByRole('link', { name: 'Listings' })).toBeVisible();
    for (const link of SELLER_SIDE_LINKS) {
      await expect(mainNav(page).getByRole('link', { name: link, exact: true })).toHaveCount(0);
    }
  });

  test('a seller (originator) sees Dashboard, Buyers and Owners Club, Dashboard highlighted', async ({
    page,
  }) => {
    const account = await signInAs(page, 'seller@example.com');

    await expectDashboardShows(page, fullName(account), ['originator']);
    for (const link of SELLER_SIDE_LINKS) {
      await expect(mainNav(page).getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('an owner sees their name and role', async ({ page }) => {
    const account = await signInAs(page, 'owner@example.com');

    await expectDashboardShows(page, fullName(account), ['owner']);
    await expect(mainNav(page).getByRole('link', { name: 'Owners Club' })).toBeVisible();
  });

  test('an admin sees their name and role, and the Admin panel in the user menu', async ({ page }) => {
    const account = await signInAs(page, 'admin@example.com');

    await expectDashboardShows(page, fullName(account), ['admin']);
    await page.getByRole('button', { name: fullName(account) }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin panel' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a hybrid user sees both buyer and originator roles', async ({ page }) => {
    const account = await signInAs(page, 'hybrid@example.com');

    await expectDashboardShows(page, fullName(account), ['buyer', 'originator']);
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  for (const [attempt, email] of [
    ['a wrong password', 'buyer@example.com'],
    ['an unknown account', 'nobody-here@example.com'],
  ] as const) {
    test(`${attempt} says the e-mail or password is incorrect and stays on /auth`, async ({ page }) => {
      await page.goto('/auth');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Failed to sign in');
      await expect(alert).toContainText('The e-mail address or password is incorrect.');
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('a deactivated account is told once, in the form, whom to contact', async ({ page }) => {
    const user = await createTestUser(['buyers']);
    await deactivateTestUser(user);
    // Counts every toast shown, even one gone again before the form's message is checked.
    await page.addInitScript(() => {
      const seen = new Set<Node>();
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) seen.add(toast);
        document.documentElement.dataset.toastsShown = String(seen.size);
      }).observe(document, { childList: true, subtree: true });
    });

    await submitSignIn(page, user.email, TEST_PASSWORD);

    await expect(page.getByTestId('sign-in-error')).toContainText(
      /deactivated.*contact your Dealflow administrator/i,
    );
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.locator('html').getAttribute('data-toasts-shown')).toBe('0');
  });

  test('the dashboard sends a visitor to sign in', async ({ page }) => {
    await page.goto('/dashboard');

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Sign in to Dealflow' })).toBeVisible();
  });

  test('a signed-in user stays signed in across a reload', async ({ page }) => {
    const account = await signInAs(page, 'seller@example.com');

    await page.reload();

    await expect(page.getByTestId('dashboard-full-name')).toHaveText(fullName(account));
  });
});
