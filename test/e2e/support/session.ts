import { expect, type Page } from '@playwright/test';
import { totpCode } from '../../../scripts/local/cognito/totp-code';
import { demoAccount, type DemoAccount } from '../../../scripts/seed/demo-accounts';

/** Fills in and sends the /auth form; the caller waits for wherever the account lands. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Answers the sign-in's two-step step with the current code of the TOTP secret (docs/requirements.md#r6-7-mfa). */
export async function submitTotpCode(page: Page, secret: string): Promise<void> {
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify code' }).click();
}

/**
 * Signs in a demo account through the /auth form (with its authenticator code when it has two-step
 * sign-in, as the demo admin does) and waits for the dashboard, as a person would.
 */
export async function signInAs(page: Page, email: string): Promise<DemoAccount> {
  const account = demoAccount(email);
  await submitSignIn(page, account.email, account.password);
  if (account.totpSecret) await submitTotpCode(page, account.totpSecret);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-full-name')).toBeVisible();
  return account;
}

export const fullName = (account: DemoAccount) => `${account.firstName} ${account.lastName}`;
