/**
 * Deal alerts and first right of refusal against the local stack (docs/requirements.md#r1-10): buyers found
 * through the alert index, e-mails read back from the local SES store, the scheduled jobs run through the
 * local trigger with an injected "now", and the admin route that grants first right of refusal.
 */
import type { Deal } from '#shared/deals/deal-api';
import {
  alertsOf,
  buyerWithBuyBox,
  freshZipCode,
  runJob,
  setFirstRightOfRefusal,
  settleQueues,
} from './support/alerts';
import { mailTo } from './support/accounts';
import { changeStatusAs, createDealAs, demoToken, validDealBody } from './support/deals';
import { callApi } from './support/local-stack';

// Each test makes fresh buyers (Cognito, profile) and waits for the alerts queue, shared with
// the other test files running at the same time.
jest.setTimeout(30_000);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo seller lists a SubTo single-family home (3 bd, $350,000) in the ZIP. */
const listIn = (zipCode: string, extra: Record<string, unknown> = {}) =>
  createDealAs('seller@example.com', validDealBody({ zipCode, ...extra }));

const statusOf = async (dealId: string): Promise<Deal['status']> => {
  const answer = await callApi(`/api/deals/${dealId}`, { token: await demoToken('seller@example.com') });
  return (answer.body as { deal: Deal }).deal.status;
};

describe('realtime alerts', () => {
  it('e-mails a realtime buyer whose buy box fits once, saying why, and nobody whose box does not', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const fits = await buyerWithBuyBox(zipCode, {
      searchFrequency: 'realtime',
      buyBox: { type: 'creative', minPrice: 300_000, maxPrice: 400_000 },
    });
    const cashOnly = await buyerWithBuyBox(zipCode, {
      searchFrequency: 'realtime',
      buyBox: { type: 'cash' },
    });

    // Act
    const deal = await listIn(zipCode);
    await settleQueues();

    // Assess
    const [email, ...more] = await mailTo(fits.email);
    expect(more).toHaveLength(0);
    expect(email?.subject).toContain(deal.streetAddress);
    expect(email?.body.text).toContain(`In ZIP ${zipCode}, one of your buy box ZIPs.`);
    expect(email?.body.text).toContain('A creative-finance deal, as your buy box asks.');
    expect(email?.body.text).toContain('Priced $350,000, within your $300,000 – $400,000 range.');
    expect(email?.body.text).toContain(`/deals/${deal.dealId}`);
    expect(await mailTo(cashOnly.email)).toHaveLength(0);
    const { items } = await alertsOf(fits);
    expect(items).toEqual([
      expect.objectContaining({
        dealId: deal.dealId,
        channel: 'email',
        frequency: 'realtime',
        sentAt: expect.any(String),
        reasons: expect.arrayContaining([{ key: 'buyBoxZip', values: { zipCode } }]),
      }),
    ]);
    expect((await alertsOf(cashOnly)).items).toEqual([]);
  });

  it('writes to a Spanish-speaking buyer in Spanish', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode, { searchFrequency: 'realtime', languagePreference: 'es' });

    // Act
    await listIn(zipCode);
    await settleQueues();

    // Assess
    const [email] = await mailTo(buyer.email);
    expect(email?.subject).toMatch(/^Nuevo trato para ti/);
    expect(email?.body.text).toContain(`En el código postal ${zipCode}, uno de los de tu buy box.`);
  });
});

describe('digests', () => {
  it('sends a daily buyer one digest when the job runs for the next day, and nothing on a second run', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode, { searchFrequency: 'dailyDigest' });
    const deal = await listIn(zipCode);
    await settleQueues();
    expect(await mailTo(buyer.email)).toHaveLength(0);
    const tomorrow = new Date(Date.now() + DAY_MS);

    // Act
    const first = await runJob('daily-digest', tomorrow);
    const second = await runJob('daily-digest', tomorrow);

    // Assess
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const emails = await mailTo(buyer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/^Your daily deal digest: 1 new listing/);
    expect(emails[0]?.body.text).toContain(deal.streetAddress);
    expect(emails[0]?.body.text).toContain(`In ZIP ${zipCode}, one of your buy box ZIPs.`);
    const [alert] = (await alertsOf(buyer)).items;
    expect(alert).toMatchObject({ dealId: deal.dealId, channel: 'digest', sentAt: expect.any(String) });
  });

  it('leaves out a listing that was sold before the digest', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await buyerWithBuyBox(zipCode, { searchFrequency: 'dailyDigest' });
    const deal = await listIn(zipCode);
    await settleQueues();
    await changeStatusAs('seller@example.com', deal.dealId, 'sold');

    // Act
    await runJob('daily-digest', new Date(Date.now() + DAY_MS));

    // Assess
    expect(await mailTo(buyer.email)).toHaveLength(0);
  });
});

describe('first right of refusal', () => {
  it('alerts a first-refusal buyer at once and everyone else when the delay job ends exclusivity', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const firstRefusal = await buyerWithBuyBox(zipCode, { searchFrequency: 'weeklySummary' });
    expect((await setFirstRightOfRefusal(firstRefusal.userId, true)).status).toBe(200);
    const everyoneElse = await buyerWithBuyBox(zipCode, { searchFrequency: 'realtime' });

    // Act
    const deal = await listIn(zipCode, { startExclusive: true, firstRefusalHours: 1 });
    await settleQueues();
    const firstRefusalEmails = await mailTo(firstRefusal.email);
    const beforeTheDelay = await mailTo(everyoneElse.email);
    const early = await runJob('end-exclusivity', new Date(Date.parse(deal.createdAt) + 30 * 60 * 1000));
    const statusBeforeTheDelay = await statusOf(deal.dealId);
    const late = await runJob('end-exclusivity', new Date(Date.parse(deal.createdAt) + HOUR_MS + 60_000));

    // Assess
    expect(deal).toMatchObject({ status: 'exclusive', firstRefusalHours: 1 });
    expect(firstRefusalEmails).toHaveLength(1);
    expect(beforeTheDelay).toHaveLength(0);
    expect(early.body).toMatchObject({ outcome: { activated: [] } });
    expect(statusBeforeTheDelay).toBe('exclusive');
    expect(late.body).toMatchObject({ outcome: { activated: expect.arrayContaining([deal.dealId]) } });
    expect(await statusOf(deal.dealId)).toBe('active');
    expect(await mailTo(everyoneElse.email)).toHaveLength(1);
    expect(await mailTo(firstRefusal.email)).toHaveLength(1);
    const [alert] = (await alertsOf(everyoneElse)).items;
    expect(alert?.dueAt).toBe(new Date(Date.parse(deal.createdAt) + HOUR_MS).toISOString());
    const history = await callApi(`/api/deals/${deal.dealId}/status-history`, {
      token: await demoToken('seller@example.com'),
    });
    expect((history.body as { items: { status: string; source: string }[] }).items.at(-1)).toMatchObject({
      status: 'active',
      source: 'system',
    });
  });

  it('alerts everyone else when the seller turns the listing active before the delay ends', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const everyoneElse = await buyerWithBuyBox(zipCode, { searchFrequency: 'realtime' });
    const deal = await listIn(zipCode, { startExclusive: true });
    await settleQueues();
    const whileExclusive = await mailTo(everyoneElse.email);

    // Act
    await changeStatusAs('seller@example.com', deal.dealId, 'active');
    await settleQueues();

    // Assess
    expect(deal.firstRefusalHours).toBe(24);
    expect(whileExclusive).toHaveLength(0);
    expect(await mailTo(everyoneElse.email)).toHaveLength(1);
  });
});

describe('PUT /api/admin/users/{userId}/first-right-of-refusal', () => {
  it('grants and takes away first right of refusal, which decides who sees exclusive listings', async () => {
    // Prepare
    const buyer = await buyerWithBuyBox(freshZipCode());
    const deal = await listIn(freshZipCode(), { startExclusive: true });
    const view = () => callApi(`/api/deals/${deal.dealId}`, { token: buyer.token });

    // Act
    const hiddenBefore = await view();
    const granted = await setFirstRightOfRefusal(buyer.userId, true);
    const visible = await view();
    const revoked = await setFirstRightOfRefusal(buyer.userId, false);
    const hiddenAfter = await view();

    // Assess
    expect(hiddenBefore.status).toBe(404);
    expect(granted).toMatchObject({ status: 200, body: { userId: buyer.userId, firstRightOfRefusal: true } });
    expect(visible.status).toBe(200);
    expect(revoked).toMatchObject({ status: 200, body: { firstRightOfRefusal: false } });
    expect(hiddenAfter.status).toBe(404);
  });

  it('refuses non-admins with 403, an unknown user with 404 and an unknown field with 400', async () => {
    // Prepare
    const buyer = await buyerWithBuyBox(freshZipCode());

    // Act
    const asBuyer = await setFirstRightOfRefusal(buyer.userId, true, buyer.token);
    const asSeller = await setFirstRightOfRefusal(buyer.userId, true, await demoToken('seller@example.com'));
    const unknown = await setFirstRightOfRefusal('no-such-user', true);
    const extra = await callApi(`/api/admin/users/${buyer.userId}/first-right-of-refusal`, {
      method: 'PUT',
      token: await demoToken('admin@example.com'),
      body: JSON.stringify({ firstRightOfRefusal: true, role: 'admin' }),
    });

    // Assess
    expect(asBuyer.status).toBe(403);
    expect(asSeller.status).toBe(403);
    expect(unknown.status).toBe(404);
    expect(extra.status).toBe(400);
  });
});

describe('the local job trigger', () => {
  it('answers 404 naming the jobs for an unknown job and 400 for a bad instant', async () => {
    // Act
    const unknown = await runJob('no-such-job');
    const badNow = await fetch(`${process.env.DEALFLOW_GATEWAY_URL}/_local/jobs/daily-digest`, {
      method: 'POST',
      body: JSON.stringify({ now: 'tomorrow' }),
    });

    // Assess
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain('daily-digest');
    expect(badNow.status).toBe(400);
  });
});
