import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test.describe('invitations', () => {
  test('/test-invitation shows an unknown token as invalid', async ({ page }) => {
    await page.goto('/test-invitation');
    await expect(page).toHaveTitle('Test an invitation · Dealflow');

    await page
      .getByLabel('Invitation link or token')
      .fill(`http://localhost/signup?invitation=${'u'.repeat(43)}`);
    await page.getByRole('button', { name: 'Check' }).click();

    const answer = page.getByTestId('invitation-answer');
    await expect(answer).toHaveAttribute('data-valid', 'false');
    await expect(answer).toHaveAttribute('data-status', 'unknown');
    await expect(page.getByTestId('invitation-answer-valid')).toHaveText('No');
  });

  test('/test-invitation shows a fresh invitation as valid, with role and expiry', async ({ page }) => {
    await signInAs(page, 'owner@example.com');
    await page.goto('/owners');
    await page.getByLabel('Role').selectOption({ label: 'Owner' });
    await page.getByRole('button', { name: 'Generate invitations' }).click();
    const link = (await page.getByTestId('new-invitation-link').first().textContent())?.trim() ?? '';

    await page.goto('/test-invitation');
    await page.getByLabel('Invitation link or token').fill(link);
    await page.getByRole('button', { name: 'Check' }).click();

    await expect(page.getByTestId('invitation-answer')).toHaveAttribute('data-valid', 'true');
    await expect(page.getByTestId('invitation-answer-role')).toHaveText('Owner');
    await expect(page.getByTestId('invitation-answer-expires')).not.toHaveText('—');
  });

  test('a seller generates a batch, copies a link, and sees them in the list', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, 'seller@example.com');
    await page.goto('/owners');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Owners Club');
    await expect(page.getByLabel('Role').locator('option')).toHaveText(['Buyer', 'Originator']);
    await page.getByLabel('How many (1–25)').fill('3');
    await page.getByRole('button', { name: 'Generate invitations' }).click();

    await expect(page.getByTestId('new-invitation')).toHaveCount(3);
    const link = (await page.getByTestId('new-invitation-link').nth(1).textContent())?.trim();
    await page.getByRole('button', { name: 'Copy link 2' }).click();
    await expect(page.getByRole('button', { name: 'Copy link 2' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(page.getByTestId('invitation-row').filter({ hasText: 'Pending' }).first()).toBeVisible();
    expect(await page.getByTestId('invitation-row').count()).toBeGreaterThanOrEqual(3);
  });

  test('a buyer is sent from /owners to /unauthorized', async ({ page }) => {
    await signInAs(page, 'buyer@example.com');
    await page.goto('/owners');

    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});
