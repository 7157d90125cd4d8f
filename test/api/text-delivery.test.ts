/**
 * Text alerts sent against the local stack (docs/text-alerts.md "What is sent", "Quiet hours",
 * "Delivery and its status"): a confirmed first-refusal buyer is texted the deal link of a new
 * exclusive listing, once even when the alerts message is delivered twice at the same time; STOP
 * stops the next one; quiet hours hold a non-urgent text until the held-texts job sends it.
 */
import type { SQSEvent } from 'aws-lambda';
import { handler as alertsConsumer } from '#functions/alerts/handlers/alerts-consumer';
import type { Deal } from '#shared/deals/deal-api';
import type { TextAlerts } from '#shared/texting/text-alerts';
import {
  buyerWithBuyBox,
  freshZipCode,
  runJob,
  setFirstRightOfRefusal,
  settleQueues,
} from './support/alerts';
import { createDealAs, validDealBody } from './support/deals';
import { baseUrl, callApi } from './support/local-stack';
import { eventually } from './support/notifications';
import { confirmNewNumber, TEXT_ALERTS_PATH } from './support/text-alerts';
import { replyFrom, textsTo } from './support/text-store';

// Each test makes a buyer (Cognito, profile, a confirmed number) and waits for the alerts queue.
jest.setTimeout(30_000);

const HOUR_MS = 60 * 60 * 1000;

/** A buyer of this ZIP with first right of refusal and a confirmed number for texts. */
async function firstRefusalBuyerWithTexts(zipCode: string) {
  const buyer = await buyerWithBuyBox(zipCode, { searchFrequency: 'weeklySummary' });
  const granted = await setFirstRightOfRefusal(buyer.userId, true);
  if (granted.status !== 200) throw new Error(`Granting first right of refusal answered ${granted.status}`);
  const number = await confirmNewNumber(buyer.token);
  return { ...buyer, number: number.e164 };
}

/** The demo seller lists an exclusive listing in the ZIP, and the alerts queue handles it. */
async function listExclusiveIn(zipCode: string): Promise<Deal> {
  const deal = await createDealAs(
    'seller@example.com',
    validDealBody({ zipCode, startExclusive: true, firstRefusalHours: 24 }),
  );
  await settleQueues();
  return deal;
}

const dealLink = (deal: Deal) => `${new URL(baseUrl).origin}/d/${deal.dealId}`;
const textsAbout = async (number: string, deal: Deal) =>
  (await textsTo(number)).filter((text) => text.body.includes(dealLink(deal)));

/** The alerts queue's message about a listing, as one more SQS delivery of it. */
const alertsDelivery = (deal: Deal, messageId: string): SQSEvent => ({
  Records: [
    {
      messageId,
      receiptHandle: messageId,
      body: JSON.stringify({ dealId: deal.dealId, event: 'listed', at: deal.createdAt }),
      attributes: {
        ApproximateReceiveCount: '2',
        SentTimestamp: String(Date.now()),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-2:000000000000:alerts',
      awsRegion: 'us-east-2',
    },
  ],
});

const textAlertsOf = async (token: string) => (await callApi(TEXT_ALERTS_PATH, { token })).body as TextAlerts;

describe('text alerts', () => {
  it('texts a confirmed first-refusal buyer the deal link of a new exclusive listing', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await firstRefusalBuyerWithTexts(zipCode);

    // Act
    const deal = await listExclusiveIn(zipCode);

    // Assess
    const [text, ...more] = await textsAbout(buyer.number, deal);
    expect(more).toEqual([]);
    expect(text).toMatchObject({
      direction: 'outbound',
      from: '+18885550100',
      context: { userId: buyer.userId, sendKey: `firstRefusal#${deal.dealId}` },
    });
    expect(text!.body).toMatch(
      /^Dealflow first look: a new deal in .+ for \$350,000\. \S+ Reply STOP to stop$/,
    );
    // The local store reports each send delivered to the delivery-events handler, after answering it.
    const settled = await eventually(
      () => textAlertsOf(buyer.token),
      (alerts) => alerts.lastDelivery?.status === 'delivered',
    );
    expect(settled.lastDelivery).toMatchObject({ status: 'delivered' });
  });

  it('sends no text twice when the alerts message is delivered again, twice at the same time', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await firstRefusalBuyerWithTexts(zipCode);
    const deal = await listExclusiveIn(zipCode);

    // Act: two consumers take the same message at once, as SQS may hand it out.
    const answers = await Promise.all([
      alertsConsumer(alertsDelivery(deal, 'again-1')),
      alertsConsumer(alertsDelivery(deal, 'again-2')),
    ]);

    // Assess
    expect(answers).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(await textsAbout(buyer.number, deal)).toHaveLength(1);
  });

  it('sends no text after the buyer replied STOP', async () => {
    // Prepare
    const zipCode = freshZipCode();
    const buyer = await firstRefusalBuyerWithTexts(zipCode);
    await replyFrom(buyer.number, 'STOP');

    // Act
    const deal = await listExclusiveIn(zipCode);

    // Assess
    expect((await textAlertsOf(buyer.token)).status).toBe('optedOut');
    expect(await textsAbout(buyer.number, deal)).toEqual([]);
  });

  it('holds a non-urgent text inside quiet hours, and the held-texts job sends it after', async () => {
    // Prepare: first looks not urgent, and quiet hours from an hour ago to an hour from now (UTC).
    const zipCode = freshZipCode();
    const buyer = await firstRefusalBuyerWithTexts(zipCode);
    const clock = (at: number) => new Date(at).toISOString().slice(11, 16);
    const now = Date.now();
    const { choices } = await textAlertsOf(buyer.token);
    const saved = await callApi(TEXT_ALERTS_PATH, {
      method: 'PUT',
      token: buyer.token,
      body: JSON.stringify({
        choices: { ...choices, firstRefusal: { on: true, urgent: false } },
        quietHours: { start: clock(now - HOUR_MS), end: clock(now + HOUR_MS), timeZone: 'UTC' },
      }),
    });
    expect(saved.status).toBe(200);

    // Act
    const deal = await listExclusiveIn(zipCode);
    const whileQuiet = await textsAbout(buyer.number, deal);
    const job = await runJob('send-held-texts', new Date(now + 2 * HOUR_MS));

    // Assess
    expect(whileQuiet).toEqual([]);
    expect(job.status).toBe(200);
    expect(await textsAbout(buyer.number, deal)).toEqual([
      expect.objectContaining({ context: { userId: buyer.userId, sendKey: `firstRefusal#${deal.dealId}` } }),
    ]);
  });
});
