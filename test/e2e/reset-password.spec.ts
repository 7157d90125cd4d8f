import { expect, test } from '@playwright/test';
import { createThrowawayAccount, linkFromMail, mailCursor } from './email-link-helpers';

test.describe('password reset', () => {
  test('request → link from the mail → new password → sign in with it', async ({ page }) => {
    const account = await createThrowawayAccount('reset');
    const since = mailCursor();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    // Retried: under `--web=dev`, Vite may reload the page once when it first bundles Amplify's
    // reset API, which empties the field (a reset e-mail more is harmless).
    await expect(async () => {
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByTestId('reset-email-sent')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('reset-email-sent')).toContainText(
      'Password reset email sent successfully',
    );
    await expect(page.getByTestId('reset-email-sent')).toContainText(
      'Please check your email for further instructions.',
    );

    const link = await linkFromMail(account.email, since, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    // The docs/requirements.md#r5-1 sign-up rules, before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm new password').fill('different');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      'Add an upper-case letter.',
    );
    await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );

    const newPassword = 'Renewed2@pass';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('password-reset-done')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Signed in (an account without a complete profile may be sent on to /profile first).
    await expect(page.getByRole('button', { name: 'Tess Throwaway' })).toBeVisible();

    // The link's code is spent: opening it again (signed out, in a fresh browser) is an Invalid Reset Link.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another3#pass');
    await page.getByLabel('Confirm new password').fill('Another3#pass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByTestId('invalid-reset-link')).toContainText('Invalid Reset Link');
  });

  test('a link without its code is an Invalid Reset Link and offers the request form', async ({ page }) => {
    await page.goto('/reset-password?email=buyer%40example.com');

    await expect(page.getByTestId('invalid-reset-link')).toContainText('Invalid Reset Link');
    await expect(page.getByLabel('Email')).toHaveValue('buyer@example.com');
  });

  test('a wrong code is an Invalid Reset Link', async ({ page }) => {
    const account = await createThrowawayAccount('wrongcode');
    await page.goto(`/reset-password?email=${encodeURIComponent(account.email)}&code=000000`);
    await page.getByLabel('New password', { exact: true }).fill('Renewed2@pass');
    await page.getByLabel('Confirm new password').fill('Renewed2@pass');
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page.getByTestId('invalid-reset-link')).toContainText('Invalid Reset Link');
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
  });

  test('works at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/reset-password');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeInViewport();
  });
});
