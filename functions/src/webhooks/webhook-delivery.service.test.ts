import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { serialiseWebhookEvent, webhookTestEvent } from '#shared/webhooks/offer-submitted-event';
import type { WebhookAttempt } from '#shared/webhooks/webhook-api';
import {
  type WebhookDeliveryRecord,
  toWebhookDeliveryItem,
  webhookDeliveryKey,
  webhookSecretKey,
} from '../db/entities/webhook.entity';
import { userKey } from '../db/entities/user.entity';
import { userItem } from '../testing/user.fixtures';
import type { HostResolver } from './ssrf-guard';
import type { WebhookPost, WebhookPostResult } from './webhook-http';
import { processWebhookMessage, type WebhookDeliveryDependencies } from './webhook-delivery.service';
import type { WebhookQueueMessage } from './webhook-queue';
import { verifyWebhook } from './webhook-signature';

const dynamo = mockClient(DynamoDBDocumentClient);

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const URL_SAVED = 'https://hooks.example.com/dealflow';
const PUBLIC_IP = '93.184.215.14';
const NOW = new Date('2026-03-01T15:04:05.000Z');
const BODY = serialiseWebhookEvent(webhookTestEvent(NOW));

const delivery = (overrides: Partial<WebhookDeliveryRecord> = {}): WebhookDeliveryRecord => ({
  userId: 'seller-1',
  deliveryId: 'delivery-1',
  webhookId: 'msg_sameOnEveryRetry',
  eventType: 'offer.submitted',
  body: BODY,
  createdAt: NOW.toISOString(),
  chain: 1,
  manual: false,
  status: 'pending',
  attemptsMade: 0,
  lastAttemptAt: null,
  nextAttemptAt: NOW.toISOString(),
  lastAttemptId: null,
  ...overrides,
});

const seller = (overrides: { offerWebhookEnabled?: boolean; offerSubmittedUrl?: string | null } = {}) =>
  userItem('seller-1', {
    email: 'seller@example.com',
    firstName: 'Sam',
    lastName: 'Seller',
    phoneNumber: null,
    offerWebhookEnabled: true,
    offerSubmittedUrl: URL_SAVED,
    ...overrides,
  });

/** GetItem answers: the delivery, the seller and their secret. */
function storeHolds(options: { delivery?: WebhookDeliveryRecord; user?: ReturnType<typeof seller> } = {}) {
  const items = new Map<string, Record<string, unknown>>([
    [
      JSON.stringify(webhookDeliveryKey('seller-1', 'delivery-1')),
      toWebhookDeliveryItem(options.delivery ?? delivery(), NOW),
    ],
    [JSON.stringify(userKey('seller-1')), options.user ?? seller()],
    [
      JSON.stringify(webhookSecretKey('seller-1')),
      {
        ...webhookSecretKey('seller-1'),
        userId: 'seller-1',
        secret: SECRET,
        createdAt: NOW.toISOString(),
        disabledByReceiver: null,
      },
    ],
  ]);
  dynamo
    .on(GetCommand)
    .callsFake((input: GetCommandInput) => ({ Item: items.get(JSON.stringify(input.Key)) }));
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
}

/** A DNS stand-in: the saved host resolves to `address`. */
const resolvesTo =
  (address: string): HostResolver =>
  async () => [{ address, family: 4 }];

interface Harness {
  dependencies: WebhookDeliveryDependencies;
  posts: WebhookPost[];
  enqueue: jest.Mock;
}

function harness(answer: WebhookPostResult, options: { now?: Date; address?: string } = {}): Harness {
  const posts: WebhookPost[] = [];
  const enqueue = jest.fn(async () => undefined);
  return {
    posts,
    enqueue,
    dependencies: {
      now: () => options.now ?? NOW,
      enqueue,
      allowLoopbackReceiver: false,
      resolve: resolvesTo(options.address ?? PUBLIC_IP),
      // The middle of the jitter range: waits are their nominal values.
      random: () => 0.5,
      post: async (post) => {
        posts.push(post);
        return answer;
      },
    },
  };
}

const message = (overrides: Partial<WebhookQueueMessage> = {}): WebhookQueueMessage => ({
  userId: 'seller-1',
  deliveryId: 'delivery-1',
  chain: 1,
  attempt: 1,
  ...overrides,
});

/** The attempt recorded by the n-th transaction. */
const recordedAttempt = (call = 0) =>
  dynamo.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems![1]!.Put!
    .Item as WebhookAttempt;

/** The conditional write that claimed the delivery's attempt before it was sent. */
const claims = () =>
  dynamo
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.UpdateExpression === 'SET inFlightSince = :claimedAt');

const userUpdates = () =>
  dynamo
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter((input) => JSON.stringify(input.Key) === JSON.stringify(userKey('seller-1')));

beforeEach(() => {
  dynamo.reset();
});
afterEach(() => jest.restoreAllMocks());

describe('processWebhookMessage', () => {
  it('signs the stored body the Standard Webhooks way and posts it to the pinned public address', async () => {
    // Prepare
    storeHolds();
    const { dependencies, posts } = harness({ status: 200, durationMs: 42 });

    // Act
    const result = await processWebhookMessage(message(), dependencies);

    // Assess
    expect(result).toBe('delivered');
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post!.body).toBe(BODY);
    expect(post!.target.url.href).toBe(URL_SAVED);
    expect(post!.target.pinnedAddress).toEqual({ address: PUBLIC_IP, family: 4 });
    expect(post!.headers).toMatchObject({
      'webhook-id': 'msg_sameOnEveryRetry',
      'webhook-timestamp': String(NOW.getTime() / 1000),
    });
    expect(() => verifyWebhook(SECRET, { headers: post!.headers, body: post!.body }, NOW)).not.toThrow();
    expect(recordedAttempt()).toMatchObject({
      attempt: 1,
      outcome: 'delivered',
      responseStatus: 200,
      durationMs: 42,
      webhookId: 'msg_sameOnEveryRetry',
      nextAttemptAt: null,
    });
  });

  it('schedules attempt 2 after a 500 and sends it with the same id and a fresh timestamp and signature', async () => {
    // Prepare: attempt 1 fails.
    storeHolds();
    const first = harness({ status: 500, durationMs: 10 });

    // Act
    const firstResult = await processWebhookMessage(message(), first.dependencies);

    // Assess: logged as retrying, and attempt 2 queued for 5 s later.
    expect(firstResult).toBe('retrying');
    const nextAt = new Date(NOW.getTime() + 5000).toISOString();
    expect(first.enqueue).toHaveBeenCalledWith(message({ attempt: 2, notBefore: nextAt }), 5);
    expect(recordedAttempt()).toMatchObject({
      attempt: 1,
      outcome: 'retrying',
      responseStatus: 500,
      nextAttemptAt: nextAt,
    });

    // Prepare: attempt 2, when it is due, succeeds.
    dynamo.reset();
    storeHolds({ delivery: delivery({ attemptsMade: 1, nextAttemptAt: nextAt }) });
    const later = new Date(NOW.getTime() + 5000);
    const second = harness({ status: 200, durationMs: 12 }, { now: later });

    // Act
    const secondResult = await processWebhookMessage(
      message({ attempt: 2, notBefore: nextAt }),
      second.dependencies,
    );

    // Assess
    expect(secondResult).toBe('delivered');
    const [retry] = second.posts;
    const [original] = first.posts;
    expect(retry!.headers['webhook-id']).toBe(original!.headers['webhook-id']);
    expect(retry!.body).toBe(original!.body);
    expect(retry!.headers['webhook-timestamp']).toBe(String(later.getTime() / 1000));
    expect(retry!.headers['webhook-signature']).not.toBe(original!.headers['webhook-signature']);
    expect(() => verifyWebhook(SECRET, { headers: retry!.headers, body: retry!.body }, later)).not.toThrow();
  });

  it('logs a redirect as failed and neither follows it nor retries it', async () => {
    // Prepare
    storeHolds();
    const { dependencies, posts, enqueue } = harness({ status: 302, durationMs: 5 });

    // Act
    const result = await processWebhookMessage(message(), dependencies);

    // Assess
    expect(result).toBe('failed');
    expect(posts).toHaveLength(1);
    expect(enqueue).not.toHaveBeenCalled();
    expect(recordedAttempt()).toMatchObject({ outcome: 'failed', responseStatus: 302 });
  });

  it('turns the webhook off when the receiver answers 410 Gone', async () => {
    // Prepare
    storeHolds();
    const { dependencies, enqueue } = harness({ status: 410, durationMs: 5 });

    // Act
    const result = await processWebhookMessage(message(), dependencies);

    // Assess
    expect(result).toBe('disabled');
    expect(enqueue).not.toHaveBeenCalled();
    expect(userUpdates()).toEqual([
      expect.objectContaining({
        ConditionExpression: expect.stringContaining('offerSubmittedUrl = :url'),
        ExpressionAttributeValues: expect.objectContaining({ ':off': false, ':url': URL_SAVED }),
      }),
    ]);
    const notice = dynamo
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input)
      .find((input) => JSON.stringify(input.Key) === JSON.stringify(webhookSecretKey('seller-1')));
    expect(notice?.ExpressionAttributeValues).toEqual({ ':notice': { at: NOW.toISOString(), status: 410 } });
  });

  it('retries after a timeout, logging no status', async () => {
    // Prepare
    storeHolds();
    const { dependencies, enqueue } = harness({
      failure: 'timeout',
      durationMs: 10_000,
      detail: 'no answer',
    });

    // Act
    const result = await processWebhookMessage(message(), dependencies);

    // Assess
    expect(result).toBe('retrying');
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(recordedAttempt()).toMatchObject({ responseStatus: null, error: 'timeout', durationMs: 10_000 });
  });

  it('checks the URL again at send and refuses it when the name now resolves to a private address', async () => {
    // Prepare: the name was public when saved; DNS now answers 10.0.0.7.
    storeHolds();
    const { dependencies, posts, enqueue } = harness({ status: 200, durationMs: 1 }, { address: '10.0.0.7' });

    // Act
    const result = await processWebhookMessage(message(), dependencies);

    // Assess
    expect(result).toBe('failed');
    expect(posts).toEqual([]);
    expect(enqueue).not.toHaveBeenCalled();
    expect(recordedAttempt()).toMatchObject({
      outcome: 'failed',
      error: 'addressRefused',
      responseStatus: null,
    });
  });

  it('sends a message that is not due yet back to the queue, unchanged, without reading anything', async () => {
    // Prepare: attempt 7 is due in 10 hours.
    const due = new Date(NOW.getTime() + 10 * 3600 * 1000).toISOString();
    const { dependencies, enqueue, posts } = harness({ status: 200, durationMs: 1 });

    // Act
    const result = await processWebhookMessage(message({ attempt: 7, notBefore: due }), dependencies);

    // Assess
    expect(result).toBe('parked');
    expect(enqueue).toHaveBeenCalledWith(message({ attempt: 7, notBefore: due }), 10 * 3600);
    expect(posts).toEqual([]);
    expect(dynamo.calls()).toEqual([]);
  });

  it('drops a duplicate message for an attempt that was already made', async () => {
    // Prepare: attempt 1 is already logged.
    storeHolds({ delivery: delivery({ attemptsMade: 1 }) });
    const { dependencies, posts } = harness({ status: 200, durationMs: 1 });

    // Act
    const result = await processWebhookMessage(message(), dependencies);

    // Assess
    expect(result).toBe('skipped');
    expect(posts).toEqual([]);
  });

  it('stops an automatic delivery once the seller turned the webhook off', async () => {
    // Prepare
    storeHolds({ user: seller({ offerWebhookEnabled: false }) });
    const { dependencies, posts } = harness({ status: 200, durationMs: 1 });

    // Act
    const result = await processWebhookMessage(message(), dependencies);

    // Assess
    expect(result).toBe('canceled');
    expect(posts).toEqual([]);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('still sends a test event while the webhook is off', async () => {
    // Prepare
    storeHolds({
      delivery: delivery({ eventType: 'test', manual: true }),
      user: seller({ offerWebhookEnabled: false }),
    });
    const { dependencies, posts } = harness({ status: 200, durationMs: 1 });

    // Act
    const result = await processWebhookMessage(message(), dependencies);

    // Assess
    expect(result).toBe('delivered');
    expect(posts).toHaveLength(1);
  });

  it('claims the attempt with a conditional write before it sends, and records it under that claim', async () => {
    // Prepare
    storeHolds({ delivery: delivery({ chain: 2, attemptsMade: 1 }) });
    const { dependencies } = harness({ status: 200, durationMs: 3 });

    // Act
    await processWebhookMessage(message({ chain: 2, attempt: 2 }), dependencies);

    // Assess
    expect(claims()).toEqual([
      expect.objectContaining({
        Key: webhookDeliveryKey('seller-1', 'delivery-1'),
        ConditionExpression: expect.stringContaining('inFlightSince < :leaseStart'),
        ExpressionAttributeValues: expect.objectContaining({
          ':chain': 2,
          ':previous': 1,
          ':claimedAt': NOW.toISOString(),
          ':leaseStart': new Date(NOW.getTime() - 30_000).toISOString(),
        }),
      }),
    ]);
    const record = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Update!;
    expect(record.ConditionExpression).toContain('inFlightSince = :claimedAt');
    expect(record.ExpressionAttributeValues).toMatchObject({ ':claimedAt': NOW.toISOString() });
    expect(record.UpdateExpression).toContain('REMOVE inFlightSince');
  });

  it('sends once and queues one retry when two copies of a message are handled at once', async () => {
    // Prepare: both copies read the same delivery; the second loses the claim.
    storeHolds();
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({})
      .rejects(new ConditionalCheckFailedException({ message: 'claimed', $metadata: {} }));
    const { dependencies, posts, enqueue } = harness({ status: 500, durationMs: 8 });

    // Act
    const results = await Promise.all([
      processWebhookMessage(message(), dependencies),
      processWebhookMessage(message(), dependencies),
    ]);

    // Assess
    expect(results.sort()).toEqual(['retrying', 'skipped']);
    expect(posts).toHaveLength(1);
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('logs each attempt with its chain, its cause and the attempt before it', async () => {
    // Prepare: the first attempt of a redelivery (chain 2), after attempt "attempt-old" of chain 1.
    storeHolds({
      delivery: delivery({ chain: 2, manual: true, attemptsMade: 0, lastAttemptId: 'attempt-old' }),
    });
    const redelivery = harness({ status: 500, durationMs: 4 });

    // Act
    await processWebhookMessage(message({ chain: 2 }), redelivery.dependencies);

    // Assess
    const first = recordedAttempt();
    expect(first).toMatchObject({
      chain: 2,
      attempt: 1,
      cause: 'redelivery',
      previousAttemptId: 'attempt-old',
    });
    const record = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Update!;
    expect(record.ExpressionAttributeValues).toMatchObject({ ':attemptId': first.attemptId });

    // Prepare: its retry.
    dynamo.reset();
    storeHolds({
      delivery: delivery({ chain: 2, manual: true, attemptsMade: 1, lastAttemptId: first.attemptId }),
    });
    const retry = harness({ status: 200, durationMs: 4 }, { now: new Date(NOW.getTime() + 5000) });

    // Act
    await processWebhookMessage(message({ chain: 2, attempt: 2 }), retry.dependencies);

    // Assess
    expect(recordedAttempt()).toMatchObject({
      chain: 2,
      attempt: 2,
      cause: 'retry',
      previousAttemptId: first.attemptId,
    });
  });

  it('calls the first attempt of a new delivery its initial one', async () => {
    // Prepare
    storeHolds();
    const { dependencies } = harness({ status: 200, durationMs: 1 });

    // Act
    await processWebhookMessage(message(), dependencies);

    // Assess
    expect(recordedAttempt()).toMatchObject({ chain: 1, cause: 'initial', previousAttemptId: null });
  });
});
