import { expect, test } from '@playwright/test';

test.describe('home hero at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the product beside the text: an example listing card over a map, labelled as an example', async ({
    page,
  }) => {
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    const preview = page.getByTestId('product-preview');

    await expect(preview).toBeVisible();
    await expect(preview.getByText(/^Example listing/)).toBeVisible();
    await expect(preview.getByTestId('deal-card')).toContainText('1208 Magnolia Avenue');
    // Beside the text, in the hero's right half, not below it.
    const headingBox = await heading.boundingBox();
    const previewBox = await preview.boundingBox();
    expect(previewBox!.x).toBeGreaterThan(headingBox!.x + headingBox!.width - 1);
    expect(previewBox!.x).toBeGreaterThanOrEqual(640);
    // The example leads nowhere: its link is inert, so it cannot take focus.
    const link = preview.getByRole('link', { name: '1208 Magnolia Avenue' });
    expect(await link.evaluate((element) => (element.focus(), element === document.activeElement))).toBe(
      false,
    );
  });
});

test.describe('home hero at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('leaves the product out so the text and its calls to action come first', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Dealflow' })).toBeVisible();
    await expect(page.getByTestId('product-preview')).toBeHidden();
  });
});
