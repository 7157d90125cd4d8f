import { expect, test, type Page } from '@playwright/test';
import { linkFromMail, mailCursor } from './email-link-helpers';
import { signInAs } from './support/session';

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
  test('joins the waitlist, confirms the address from the e-mailed link, and only then is on the list', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const email = `wes.${Date.now()}@example.com`;
    const since = mailCursor();

    await requestAccess(page, email);
    await expect(page.getByTestId('request-access-result')).toHaveAttribute(
      'data-status',
      'confirmation-sent',
    );
    await expect(page.getByTestId('request-access-result')).toContainText('Check your e-mail');

    // The e-mailed link opens the confirmation page, which confirms the entry.
    const link = await linkFromMail(email, since, '/requestAccess/confirm');
    await page.goto(link);
    await expect(page.getByTestId('confirm-waitlist-result')).toContainText("You're on the list");

    // Confirmed, the entry counts: admins see it, and asking again is answered kindly.
    const admin = await browser.newPage();
    await signInAs(admin, 'admin@example.com');
    await admin.goto('/admin?tab=waitlist');
    await expect(admin.getByTestId('waitlist-entry').filter({ hasText: email })).toContainText('Wes Waiting');
    await admin.close();

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
