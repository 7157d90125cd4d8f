/**
 * The seller's dashboard as a seller uses it (docs/requirements.md#r2-6), shared by its spec and the listing
 * journey.
 */
import { expect, type Page } from '@playwright/test';

export const rowOf = (page: Page, dealId: string) =>
  page.locator(`[data-testid="my-listing-row"][data-deal-id="${dealId}"]`);

/** Opens the status dialog of a listing from its row. */
export async function openStatusDialog(page: Page, address: string) {
  await page.getByRole('button', { name: `Change status of ${address}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change listing status' });
  await expect(dialog).toBeVisible();
  return dialog;
}
