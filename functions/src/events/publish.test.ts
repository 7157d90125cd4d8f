/** The routing table: each published event reaches exactly its queues, with today's messages. */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { userKey } from '../db/entities/user.entity';
import { OWNER_ID, dealItem } from '../testing/deal.fixtures';
import { sampleOffer } from '../testing/offer.fixtures';
import { userItem } from '../testing/user.fixtures';
import { fromDealItem } from '../db/entities/deal.entity';
import { publish } from './publish';
import { logger } from '../lib/logger';

const sqs = mockClient(SQSClient);
const dynamo = mockClient(DynamoDBDocumentClient);

const AT = '2026-11-20T12:00:00.000Z';
const ALERTS = process.env.ALERTS_QUEUE_URL;
const NOTIFICATIONS = process.env.NOTIFICATIONS_QUEUE_URL;
const WEBHOOKS = process.env.WEBHOOK_QUEUE_URL;

/** The body a queue gets, as the SendMessage input spells it. */
const sent = (queueUrl: string | undefined, body: unknown) => ({
  QueueUrl: queueUrl,
  MessageBody: JSON.stringify(body),
});

const offerSubmitted = () => ({
  type: 'offerSubmitted' as const,
  deal: fromDealItem(dealItem({ dealId: 'deal-1' })),
  offer: sampleOffer({ submittedAt: AT }),
  at: AT,
});

/** The listing owner's webhook: on with a URL, or off. */
const ownerWebhook = (enabled: boolean) =>
  dynamo.on(GetCommand, { Key: userKey(OWNER_ID) }).resolves({
    Item: userItem(OWNER_ID, {
      offerWebhookEnabled: enabled,
      offerSubmittedUrl: enabled ? 'https://hooks.example.com/offers' : null,
    }),
  });

beforeEach(() => {
  sqs.reset();
  dynamo.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  dynamo.onAnyCommand().resolves({});
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('publish', () => {
  it('sends a new listing to the alerts queue only', async () => {
    // Act
    await publish({ type: 'dealCreated', dealId: 'deal-1', at: AT });

    // Assess
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
    expect(sqs).toHaveReceivedCommandWith(
      SendMessageCommand,
      sent(ALERTS, { dealId: 'deal-1', event: 'listed', at: AT }),
    );
  });

  it('sends a listing turning active to the alerts queue only', async () => {
    // Act
    await publish({
      type: 'dealStatusChanged',
      dealId: 'deal-1',
      from: 'exclusive',
      to: 'active',
      at: AT,
      fellThroughOfferId: null,
    });

    // Assess
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
    expect(sqs).toHaveReceivedCommandWith(
      SendMessageCommand,
      sent(ALERTS, { dealId: 'deal-1', event: 'activated', at: AT }),
    );
  });

  it('sends a fallen-through sale to the alerts queue, then its declined offer to the notifications queue', async () => {
    // Act
    await publish({
      type: 'dealStatusChanged',
      dealId: 'deal-1',
      from: 'pending',
      to: 'active',
      at: AT,
      fellThroughOfferId: 'offer-1',
    });

    // Assess
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 2);
    expect(sqs).toHaveReceivedNthSpecificCommandWith(
      1,
      SendMessageCommand,
      sent(ALERTS, { dealId: 'deal-1', event: 'activated', at: AT }),
    );
    expect(sqs).toHaveReceivedNthSpecificCommandWith(
      2,
      SendMessageCommand,
      sent(NOTIFICATIONS, { kind: 'offerDeclined', dealId: 'deal-1', offerId: 'offer-1', occurredAt: AT }),
    );
  });

  it('sends nothing for a status change nobody reacts to', async () => {
    // Act
    const delivered = await publish({
      type: 'dealStatusChanged',
      dealId: 'deal-1',
      from: 'active',
      to: 'sold',
      at: AT,
      fellThroughOfferId: null,
    });

    // Assess
    expect(delivered).toBe(true);
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    ['offerAccepted', 'offerAccepted'],
    ['offerDeclined', 'offerDeclined'],
  ] as const)('sends %s to the notifications queue only', async (type, kind) => {
    // Act
    await publish({ type, dealId: 'deal-1', offerId: 'offer-1', at: AT });

    // Assess
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
    expect(sqs).toHaveReceivedCommandWith(
      SendMessageCommand,
      sent(NOTIFICATIONS, { kind, dealId: 'deal-1', offerId: 'offer-1', occurredAt: AT }),
    );
  });

  it("sends a submitted offer to the seller's webhook queue, then to the notifications queue", async () => {
    // Prepare
    ownerWebhook(true);

    // Act
    await publish(offerSubmitted());

    // Assess
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 2);
    expect(sqs).toHaveReceivedNthSpecificCommandWith(1, SendMessageCommand, {
      QueueUrl: WEBHOOKS,
      MessageBody: expect.stringContaining(`"userId":"${OWNER_ID}"`),
    });
    expect(sqs).toHaveReceivedNthSpecificCommandWith(
      2,
      SendMessageCommand,
      sent(NOTIFICATIONS, { kind: 'offerSubmitted', dealId: 'deal-1', offerId: 'offer-1', occurredAt: AT }),
    );
  });

  it('leaves the webhook queue out when the seller has the webhook off', async () => {
    // Prepare
    ownerWebhook(false);

    // Act
    await publish(offerSubmitted());

    // Assess
    expect(sqs).toHaveReceivedCommandTimes(SendMessageCommand, 1);
    expect(sqs).toHaveReceivedCommandWith(SendMessageCommand, { QueueUrl: NOTIFICATIONS });
  });

  it('answers false and logs, without throwing, when a queue refuses; the next route still runs', async () => {
    // Prepare
    sqs.on(SendMessageCommand, { QueueUrl: ALERTS }).rejects(new Error('Service unavailable'));

    // Act
    const delivered = await publish({
      type: 'dealStatusChanged',
      dealId: 'deal-1',
      from: 'pending',
      to: 'active',
      at: AT,
      fellThroughOfferId: 'offer-1',
    });

    // Assess
    expect(delivered).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('Could not enqueue deal alerts'),
      expect.anything(),
    );
    expect(sqs).toHaveReceivedCommandWith(SendMessageCommand, { QueueUrl: NOTIFICATIONS });
  });

  it('logs a refused notification as such', async () => {
    // Prepare
    sqs.on(SendMessageCommand).rejects(new Error('Service unavailable'));

    // Act
    const delivered = await publish({ type: 'offerAccepted', dealId: 'deal-1', offerId: 'offer-1', at: AT });

    // Assess
    expect(delivered).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('Could not enqueue a notification'),
      expect.anything(),
    );
  });
});
