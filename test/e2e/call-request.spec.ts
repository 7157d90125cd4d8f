/**
 * Calls between a buyer and a seller (docs/requirements.md#r2-4 schedule call) end to end: on a listing
 * whose seller has no booking link, the buyer requests a call and the seller's e-mail, with the buyer's
 * contact, lands in the local SES store; on a listing of the demo seller (seeded with a booking link),
 * "Schedule a call" opens the seller's scheduling page in a new tab. Listings are created through the
 * API, so the test owns its data.
 */
import { expect, test } from '@playwright/test';
import { createDealAs } from '../api/support/deals';
import { mailAbout } from '../api/support/notifications';
import { DEMO_CALL_BOOKING_LINKS, demoAccount } from '../../scripts/seed/demo-accounts';
import { signInAs } from './support/session';

const buyer = demoAccount('buyer@example.com');

test('a buyer requests a call from a seller without a booking link, who gets it by e-mail', async ({
  page,
}) => {
  // The demo hybrid seller keeps no booking link.
  const deal = await createDealAs('hybrid@example.com');
  await signInAs(page, buyer.email);
  await page.goto(`/deals/${deal.dealId}`);
  await expect(page.getByRole('link', { name: /Schedule a call/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Request a call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a call' });
  await dialog.getByLabel('Best times to call (optional)').fill('Weekday mornings');
  await dialog.getByLabel('Message to the seller (optional)').fill('Is the roof new?');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('call-request-sent')).toContainText('Your request was sent.');

  const [mail] = await mailAbout('hybrid@example.com', deal.streetAddress);
  expect(mail!.subject).toContain(`Call request for ${deal.streetAddress}`);
  expect(mail!.body.text).toContain(`${buyer.firstName} ${buyer.lastName} would like a call`);
  expect(mail!.body.text).toContain(`E-mail: ${buyer.email}`);
  expect(mail!.body.text).toContain('Weekday mornings');

  // A second request the same day is refused in words, and nothing more is sent.
  await page.getByRole('button', { name: 'Request a call' }).click();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByTestId('call-request-error')).toContainText(
    'You already asked this seller for a call about this listing today.',
  );
});

test("'Schedule a call' opens the seller's booking page in a new tab", async ({ page, context }) => {
  const bookingLink = DEMO_CALL_BOOKING_LINKS['seller@example.com']!;
  // The fictional scheduler answers from here, so the test needs no outside network.
  await context.route(`${new URL(bookingLink).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Scheduler</title>' }),
  );
  const deal = await createDealAs('seller@example.com');
  await signInAs(page, buyer.email);
  await page.goto(`/deals/${deal.dealId}`);
  await expect(page.getByRole('button', { name: 'Request a call' })).toHaveCount(0);

  const [scheduler] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Schedule a call/ }).click(),
  ]);
  await expect(scheduler).toHaveURL(bookingLink);
});
