/**
 * The browse page as a buyer uses it (docs/requirements.md#r2-3), shared by the browse spec and the listing
 * journey.
 */
import { expect, type Page } from '@playwright/test';

export const cards = (page: Page) => page.getByTestId('deal-card');
export const card = (page: Page, streetAddress: string) => cards(page).filter({ hasText: streetAddress });

/** Searches for the listings' own word from the browse page. */
export async function searchFor(page: Page, word: string): Promise<void> {
  await page.goto('/deals');
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
}
