import { expect, type Page } from '@playwright/test';
import { demoAccount, type DemoAccount } from '../../../scripts/seed/demo-accounts';

/** Signs in through the /auth form and waits for the dashboard, as a person would. */
export async function signInAs(page: Page, email: string): Promise<DemoAccount> {
  const account = demoAccount(email);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-full-name')).toBeVisible();
  return account;
}

export const fullName = (account: DemoAccount) => `${account.firstName} ${account.lastName}`;
