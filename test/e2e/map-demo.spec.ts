/**
 * The map demo end to end (/map-optimization-demo): a signed-out visitor draws 10k synthetic points
 * and pans the map; the page's points worker and maplibre's worker run under the site's CSP, and the
 * run's figures land in the results table.
 */
import { expect, test } from '@playwright/test';
import { consoleErrors } from './support/console-errors';

test('a signed-out visitor draws 10k synthetic points, pans, and reads the figures', async ({ page }) => {
  // Software WebGL in a headless, shared CI machine: drawing and panning take seconds, not frames.
  test.setTimeout(120_000);
  const errors = consoleErrors(page);
  await page.goto('/map-optimization-demo');

  await expect(page.getByRole('heading', { name: 'Map optimization demo' })).toBeVisible();
  await expect(page.getByTestId('map-demo-synthetic-note')).toContainText('Synthetic points only');
  await page.getByRole('radio', { name: '10,000', exact: true }).check();
  const draw = page.getByRole('button', { name: 'Draw 10,000 points' });
  // Enabled once the map's style has loaded.
  await expect(draw).toBeEnabled({ timeout: 60_000 });
  await draw.click();

  const row = page.locator('[data-testid="demo-result"][data-run="1"]');
  await expect(row).toHaveAttribute('data-points', '10000', { timeout: 60_000 });
  await expect(page.locator('.cluster-marker').first()).toBeVisible();

  await page.getByRole('button', { name: 'Pan test' }).click();
  await expect(row).toHaveAttribute('data-fps', /\d/, { timeout: 60_000 });

  for (const figure of ['data-generate-ms', 'data-cluster-ms', 'data-first-render-ms', 'data-fps']) {
    const value = Number(await row.getAttribute(figure));
    expect(value, figure).toBeGreaterThan(0);
  }
  await expect(page.getByRole('table', { name: 'Runs of the demo' })).toContainText('10,000');
  expect(errors).toEqual([]);
});
