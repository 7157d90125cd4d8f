import { expect, test, type Page } from '@playwright/test';

async function requestAccess(page: Page, email: string) {
  await page.goto('/requestAccess');
  await expect(page).toHaveTitle('Request access · Dealflow');
  await page.getByLabel('First name').fill('Wes');
  await page.getByLabel('Last name').fill('Waiting');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('I want to').selectOption('originator');
  await page.getByLabel('Anything we should know? (optional)').fill('I wholesale in Ohio.');
  await expect(page.getByText('20 / 500 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Request access' }).click();
}

test.describe('requesting access', () => {
  test('adds the visitor to the waitlist, and a second request says they are already listed', async ({
    page,
  }) => {
    const email = `wes.${Date.now()}@example.com`;

    await requestAccess(page, email);
    await expect(page.getByTestId('request-access-result')).toHaveAttribute('data-status', 'added');
    await expect(page.getByTestId('request-access-result')).toContainText("You're on the list");

    await requestAccess(page, email.toUpperCase());
    await expect(page.getByTestId('request-access-result')).toHaveAttribute('data-status', 'already-listed');
    await expect(page.getByTestId('request-access-result')).toContainText("You're already on the list");
  });

  test('shows field errors before sending', async ({ page }) => {
    await page.goto('/requestAccess');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Request access' }).click();

    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter a name.');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter a valid e-mail address, like name@example.com.',
    );
  });
});
