/**
 * Text alerts (docs/text-alerts.md) end to end, at 375 px: a first-right-of-refusal buyer confirms a
 * mobile number with the code read from the local text store, gets a text with the short link of a
 * new exclusive listing, opens it, replies STOP from the store's reply form, sees texts off on the
 * profile, and the next exclusive listing reaches them by e-mail only. Buyer and listings are made
 * through the API, so the test owns its data; waits are for the store, the queues or the e-mail.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatPhone } from '#shared/core/validation';
import type { Deal } from '#shared/deals/deal-api';
import { mailTo } from '../api/support/accounts';
import { buyerWithBuyBox, freshZipCode, setFirstRightOfRefusal, settleQueues } from '../api/support/alerts';
import { createDealAs, validDealBody } from '../api/support/deals';
import { TEST_PASSWORD } from '../api/support/test-users';
import { latestCode, newTextNumber } from '../api/support/text-alerts';
import { textStoreUrl, textsTo } from '../api/support/text-store';
import { fitsTheScreen } from './support/layout';
import { submitSignIn } from './support/session';

/** A mobile number no other test uses, as the app shows it too. */
function freshNumber() {
  const number = newTextNumber();
  return { ...number, shown: formatPhone(number.digits) };
}

/** An exclusive listing in this ZIP, with its alerts (e-mail and text) sent before it answers. */
async function exclusiveListingIn(zipCode: string): Promise<Deal> {
  const deal = await createDealAs('seller@example.com', validDealBody({ zipCode, startExclusive: true }));
  await settleQueues();
  return deal;
}

/** The bodies of the texts the app sent to the number. */
const bodiesTo = async (number: string) => (await textsTo(number)).map((text) => text.body);

/** Confirms the number in the profile's Text alerts tab with the code the store received. */
async function confirmNumber(page: Page, number: ReturnType<typeof freshNumber>) {
  await page.goto('/profile?tab=texts');
  const section = page.getByTestId('text-alerts');
  await section.getByLabel('Mobile number for texts').fill(number.digits);
  await section.getByRole('checkbox', { name: /I agree to receive text alerts/ }).check();
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByTestId('text-alerts-code-sent')).toHaveText(`We sent a code to ${number.shown}.`);

  // The route texts the code before it answers, so it is in the store by now.
  await section.getByLabel('6-digit code').fill(await latestCode(number.e164));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByTestId('text-alerts-on')).toContainText(`Texts go to ${number.shown}.`);
  expect(await fitsTheScreen(page)).toBe(true);
}

test('a first-refusal buyer gets a text with the deal link, opens it, and STOP ends texts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const zipCode = freshZipCode();
  const number = freshNumber();
  const buyer = await buyerWithBuyBox(zipCode, { searchFrequency: 'weeklySummary' });
  expect((await setFirstRightOfRefusal(buyer.userId, true)).status).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await submitSignIn(page, buyer.email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await confirmNumber(page, number);

  // The first exclusive listing: a text with its short link, which opens the deal page.
  const first = await exclusiveListingIn(zipCode);
  const shortLink = new RegExp(`https?://\\S+/d/${first.dealId}\\b`);
  await expect.poll(async () => (await bodiesTo(number.e164)).join('\n')).toMatch(shortLink);
  const link = (await bodiesTo(number.e164)).join('\n').match(shortLink)![0];
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`/deals/${first.dealId}$`));
  await expect(page).toHaveTitle(`${first.streetAddress} · Dealflow`);

  // STOP from the local store's reply form, as a phone would; the handler has run when it redirects.
  await page.goto(textStoreUrl());
  await page.getByLabel('From number (E.164)').fill(number.e164);
  await page.getByLabel('Message (STOP, START, HELP…)').fill('STOP');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('heading', { name: /^Texts \(\d+\), newest first$/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/profile?tab=texts');
  await expect(page.getByTestId('text-alerts-opted-out')).toContainText(
    `You replied STOP, so texts to ${number.shown} are off.`,
  );
  expect(await fitsTheScreen(page)).toBe(true);

  // The next exclusive listing reaches the buyer by e-mail, and by no text.
  const second = await exclusiveListingIn(zipCode);
  await expect
    .poll(async () => (await mailTo(buyer.email)).filter((mail) => mail.body.text.includes(second.dealId)))
    .toHaveLength(1);
  expect((await bodiesTo(number.e164)).filter((body) => body.includes(`/d/${second.dealId}`))).toEqual([]);
});
