import { expect, test } from '@playwright/test';
import { createTestUser, TEST_PASSWORD } from '../api/support/test-users';
import { signInAs, submitSignIn } from './support/session';

test('a buyer with an incomplete profile is sent to the preferences tab, fills it in and reaches the dashboard', async ({
  page,
}) => {
  const buyer = await createTestUser(['buyers'], { firstName: 'Ines', lastName: 'Incomplete' });

  await submitSignIn(page, buyer.email, TEST_PASSWORD);

  await expect(page).toHaveURL(/\/profile\?tab=preferences$/);
  await expect(page.getByTestId('toast')).toContainText('Complete Your Profile');
  await expect(page.getByRole('tab', { name: 'Preferences', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Field errors show before anything is sent, translated.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a home type.')).toBeVisible();
  await page.getByLabel(/ZIP codes/).fill('10001 10002 10003 10004 10005 10006');
  await expect(page.getByText('You have reached the maximum of 5 ZIP codes.')).toBeVisible();

  await page.getByLabel('Home type').selectOption('primary');
  await page.getByLabel('Property type').selectOption('singleFamily');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel(/ZIP codes/).fill('78701, 78702');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toContainText('Preferences saved');
  await expect(page.getByTestId('profile-incomplete')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-full-name')).toHaveText('Ines Incomplete');
});

test('the profile tabs work from the keyboard and the phone shows as (XXX) XXX-XXXX', async ({ page }) => {
  await signInAs(page, 'hybrid@example.com');
  await page.goto('/profile');

  await expect(page.getByLabel('Phone')).toHaveValue('(202) 555-0105');
  const profileTab = page.getByRole('tab', { name: 'Profile', exact: true });
  await profileTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Preferences', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/tab=preferences/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Current password')).toBeVisible();
});

test('recent pages are shown on the dashboard, newest first', async ({ page }) => {
  await signInAs(page, 'seller@example.com');
  // The recorder waits a moment on a page before recording it (visits go in batches): wait for the
  // batch that records this one.
  const profileRecorded = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/users/me/recent-pages' &&
      ((response.request().postDataJSON() as { pages?: { url: string }[] } | null)?.pages ?? []).some(
        (visit) => visit.url === '/profile?tab=company',
      ),
  );
  await page.goto('/profile?tab=company');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  expect((await profileRecorded).ok()).toBe(true);

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();

  const recent = page.getByTestId('recent-pages');
  await expect(recent.getByRole('link', { name: 'Profile' }).first()).toHaveAttribute(
    'href',
    '/profile?tab=company',
  );
  // Newest first: only the dashboard itself (recorded once the seller stays on it) may come before it.
  const names = await recent.getByRole('link').allTextContents();
  expect(names.filter((name) => name !== 'Dashboard')[0]).toBe('Profile');
});
