/**
 * Profile › Integrations (docs/requirements.md#r1-11): a seller generates a signing secret, points the
 * offer-submitted webhook at a receiver this test starts on 127.0.0.1 (the local stack allows
 * loopback receivers), sends a test event and sees it delivered in the log; a buyer's offer then
 * arrives signed, and a delivery can be sent again by hand.
 */
import { expect, test, type Page } from '@playwright/test';
import { createDealAs, demoToken } from '../api/support/deals';
import { submitOfferAs } from '../api/support/offers';
import { verifyDealflowWebhook } from '../api/support/verify-dealflow-webhook';
import {
  headersOf,
  rotateSecret,
  saveWebhook,
  sendTestEvent,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../api/support/webhooks';
import { signInAs } from './support/session';

/** Generates the secret (or rotates it, confirming) and answers it as the page shows it once. */
async function newSecret(page: Page): Promise<string> {
  const rotate = page.getByRole('button', { name: 'Rotate secret' });
  if (await rotate.isVisible()) {
    await rotate.click();
    await page.getByTestId('webhook-rotate-dialog').getByRole('button', { name: 'Rotate secret' }).click();
  } else {
    await page.getByRole('button', { name: 'Generate secret' }).click();
  }
  const secret = page.getByTestId('webhook-secret-value');
  await expect(secret).toHaveText(/^whsec_/);
  return (await secret.textContent())?.trim() ?? '';
}

/** Presses Refresh until the log shows a row matching `text`. */
async function refreshUntilLogShows(page: Page, text: RegExp) {
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('webhook-log-row').filter({ hasText: text }).first()).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
}

test.describe('offer-submitted webhook', () => {
  let receiver: WebhookReceiver;
  test.beforeEach(async () => {
    receiver = await startWebhookReceiver([200]);
  });
  test.afterEach(async () => {
    await receiver.close();
  });

  test('a seller configures the webhook, sends a test event and sees offers delivered', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'seller@example.com');
    await page.goto('/profile?tab=integrations');
    await expect(page.getByRole('heading', { name: 'Offer-submitted webhook' })).toBeVisible();

    // A URL that is not https is refused with a translated message.
    await page.getByLabel('Webhook URL').fill('http://hooks.example.com/dealflow');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Use an https:// address.')).toBeVisible();

    const secret = await newSecret(page);
    await expect(page.getByText('Copy your new secret now: it will not be shown again.')).toBeVisible();
    await page.getByLabel('Send new offers to my webhook').check();
    await page.getByLabel('Webhook URL').fill(receiver.url);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Webhook settings saved')).toBeVisible();

    await page.getByRole('button', { name: 'Send test event' }).click();
    const [testEvent] = await receiver.waitFor(1);
    expect(JSON.parse(testEvent!.rawBody.toString('utf8'))).toMatchObject({ type: 'test' });
    expect(verifyDealflowWebhook(secret, headersOf(testEvent!), testEvent!.rawBody)).toBe(true);
    await refreshUntilLogShows(page, /Delivered/);
    await expect(page.getByTestId('webhook-log-row').first()).toContainText('test');
    await expect(page.getByTestId('webhook-log-row').first()).toContainText('200');

    // A buyer's offer on one of the seller's listings is delivered too.
    const deal = await createDealAs('seller@example.com');
    await submitOfferAs('buyer@example.com', deal.dealId);
    const [, offer] = await receiver.waitFor(2);
    expect(JSON.parse(offer!.rawBody.toString('utf8'))).toMatchObject({
      type: 'offer.submitted',
      data: { dealId: deal.dealId },
    });
    expect(verifyDealflowWebhook(secret, headersOf(offer!), offer!.rawBody)).toBe(true);
    await refreshUntilLogShows(page, /offer\.submitted/);

    // Redeliver sends the same delivery again, with the same webhook-id.
    await page
      .getByTestId('webhook-log-row')
      .filter({ hasText: 'offer.submitted' })
      .first()
      .getByRole('button', { name: /Redeliver/ })
      .click();
    const [, , again] = await receiver.waitFor(3);
    expect(again!.headers['webhook-id']).toBe(offer!.headers['webhook-id']);
    await refreshUntilLogShows(page, /\(redelivery\)/);
  });

  test('fits a 375 px screen, the delivery log scrolling on its own', async ({ page }) => {
    // A delivery in the log, so its table is on the page.
    const token = await demoToken('seller@example.com');
    await rotateSecret(token);
    await saveWebhook(token, { offerWebhookEnabled: false, offerSubmittedUrl: receiver.url });
    await sendTestEvent(token);
    await receiver.waitFor(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, 'seller@example.com');
    await page.goto('/profile?tab=integrations');

    await expect(page.getByTestId('webhook-log-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('is not offered to buyers', async ({ page }) => {
    await signInAs(page, 'buyer@example.com');
    await page.goto('/profile?tab=integrations');

    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveCount(0);
  });
});
