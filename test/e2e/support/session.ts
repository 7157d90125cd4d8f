import { expect, type Page } from '@playwright/test';
import { demoAccount, type DemoAccount } from '../../../scripts/seed/demo-accounts';

/** Fills in and sends the /auth form; the caller waits for wherever the account lands. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in a demo account through the /auth form and waits for the dashboard, as a person would. */
export async function signInAs(page: Page, email: string): Promise<DemoAccount> {
  const account = demoAccount(email);
  await submitSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-full-name')).toBeVisible();
  return account;
}

export const fullName = (account: DemoAccount) => `${account.firstName} ${account.lastName}`;
