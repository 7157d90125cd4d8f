/**
 * What one account may make the platform send (docs/requirements.md#r2-5-1): a seller lists at most
 * LISTINGS_PER_SELLER_PER_HOUR listings an hour (admins are exempt), and a buyer receives at most
 * REALTIME_ALERTS_PER_BUYER_PER_HOUR realtime alert e-mails an hour, the rest folding into the next
 * daily digest. `npm run test:api:limits` starts a stack with the production values (10 each);
 * the test reads them from the environment the stack hands it.
 */
import type { Deal } from '#shared/deals/deal-api';
import { mailTo } from '../api/support/accounts';
import { allAlertsOf, buyerWithBuyBox, freshZipCode, runJob, settleQueues } from '../api/support/alerts';
import { createDealAs, createDealWithToken, validDealBody } from '../api/support/deals';
import { callApi } from '../api/support/local-stack';
import { createTestUser } from '../api/support/test-users';

// Each listing is fanned out to the buyer's alerts.
jest.setTimeout(60_000);

const LISTING_LIMIT = Number(process.env.LISTINGS_PER_SELLER_PER_HOUR);
const REALTIME_ALERT_LIMIT = Number(process.env.REALTIME_ALERTS_PER_BUYER_PER_HOUR);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Lists `count` deals in the ZIP with the token, ten at a time. */
async function listMany(token: string, zipCode: string, count: number): Promise<Deal[]> {
  const deals: Deal[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, () =>
      createDealWithToken(token, validDealBody({ zipCode })),
    );
    deals.push(...(await Promise.all(batch)));
  }
  return deals;
}

describe('listing and realtime alert limits', () => {
  it('refuses a seller’s listing past the hourly limit, and folds a buyer’s realtime alerts past theirs into the daily digest', async () => {
    // Prepare
    expect(REALTIME_ALERT_LIMIT).toBeLessThanOrEqual(LISTING_LIMIT);
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode, { searchFrequency: 'realtime' });
    const seller = await createTestUser(['originators']);
    const sellerToken = await seller.signIn();
    await listMany(sellerToken, zipCode, LISTING_LIMIT);

    // Act
    const overLimit = await callApi('/api/deals', {
      method: 'POST',
      token: sellerToken,
      body: JSON.stringify(validDealBody({ zipCode })),
    });
    // An admin is not limited: their listing is one more match for the buyer.
    await createDealAs('admin@example.com', validDealBody({ zipCode }));
    await settleQueues();

    // Assess
    expect(overLimit).toMatchObject({ status: 429, body: { code: 'LISTING_LIMIT_REACHED' } });
    expect(await mailTo(buyer.email)).toHaveLength(REALTIME_ALERT_LIMIT);
    const alerts = await allAlertsOf(buyer);
    expect(alerts).toHaveLength(LISTING_LIMIT + 1);
    const folded = alerts.filter((alert) => alert.channel === 'digest');
    expect(folded).toHaveLength(LISTING_LIMIT + 1 - REALTIME_ALERT_LIMIT);
    expect(folded[0]).toMatchObject({ frequency: 'daily', sentAt: null });
  });

  it('sends the folded alerts in the next daily digest', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode, { searchFrequency: 'realtime' });
    const admin = await createTestUser(['admins']);
    const deals = await listMany(await admin.signIn(), zipCode, REALTIME_ALERT_LIMIT + 2);
    await settleQueues();

    // Act
    const digest = await runJob('daily-digest', new Date(Date.now() + DAY_MS));

    // Assess
    expect(digest.status).toBe(200);
    const emails = await mailTo(buyer.email);
    expect(emails).toHaveLength(REALTIME_ALERT_LIMIT + 1);
    const digestEmail = emails.find((email) => email.subject.startsWith('Your daily deal digest'));
    expect(digestEmail?.subject).toBe('Your daily deal digest: 2 new listings');
    const alerts = await allAlertsOf(buyer);
    expect(alerts.map((alert) => alert.dealId).sort()).toEqual(deals.map((deal) => deal.dealId).sort());
    expect(alerts.filter((alert) => alert.sentAt === null)).toEqual([]);
  });
});
