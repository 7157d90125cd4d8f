import { expect, test } from '@playwright/test';
import { createTestUser, TEST_PASSWORD } from '../api/support/test-users';
import { signInAs, submitSignIn } from './support/session';

test('a buyer asks for the originator role, an admin approves it, and the buyer then has it', async ({
  browser,
}) => {
  // Three sessions (the buyer, the admin, the buyer again) take longer than one.
  test.setTimeout(90_000);
  const buyer = await createTestUser(['buyers'], { firstName: 'Rory', lastName: 'Requester' });
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await submitSignIn(userPage, buyer.email, TEST_PASSWORD);
  await expect(userPage).not.toHaveURL(/\/auth/);
  await userPage.goto('/profile?tab=roles');
  const roles = userPage.getByTestId('roles-panel');
  await roles.getByRole('button', { name: 'Add Originator' }).click();
  await expect(roles.getByTestId('role-originator-pending')).toHaveText(
    /Originator requested: waiting for an administrator/,
  );
  await expect(roles.getByTestId('current-roles')).toContainText('Originator (pending approval)');

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, 'admin@example.com');
  await adminPage.goto('/admin?tab=requests');
  const request = adminPage.getByTestId('role-request').filter({ hasText: buyer.email });
  await expect(request).toContainText('Rory Requester asks for the Originator role');
  // Keyboard: focus the button and press Enter, as a keyboard user would.
  await request.getByRole('button', { name: 'Approve the Originator role for Rory Requester' }).focus();
  await adminPage.keyboard.press('Enter');
  await expect(request).toHaveCount(0);
  await expect(adminPage.getByTestId('audit-entry').first()).toContainText(
    `admin@example.com approved the Originator role for ${buyer.email}`,
  );

  // Signing in again gives a token with the new group.
  const nextContext = await browser.newContext();
  const nextPage = await nextContext.newPage();
  await submitSignIn(nextPage, buyer.email, TEST_PASSWORD);
  await expect(nextPage).not.toHaveURL(/\/auth/);
  await nextPage.goto('/profile?tab=roles');
  const current = nextPage.getByTestId('roles-panel').getByTestId('current-roles');
  await expect(current.locator('[data-role="originator"]:not([data-pending])')).toHaveText('Originator');
  await expect(
    nextPage.getByTestId('roles-panel').getByRole('button', { name: 'Drop Originator' }),
  ).toBeVisible();

  await nextContext.close();
  await adminContext.close();
  await userContext.close();
});
