/**
 * The offer-submitted webhook against the local stack (docs/requirements.md#r1-11): settings, the secret
 * shown once and rotated, deliveries to a receiver this test starts on 127.0.0.1 (allowed locally by
 * WEBHOOK_ALLOW_LOOPBACK_RECEIVER), a retry after a failure with the same webhook-id, signatures
 * checked with the snippet of docs/webhooks.md, 410 turning the webhook off, manual redelivery,
 * the SSRF corpus refused at save, and sellers-only access to their own webhook.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { offerSubmittedEventSchema, webhookTestEventSchema } from '#shared/webhooks/offer-submitted-event';
import type { WebhookDeliveryQueued, WebhookSettings } from '#shared/webhooks/webhook-api';
import { createDealWithToken, demoToken } from './support/deals';
import { callApi } from './support/local-stack';
import { submitOfferAs } from './support/offers';
import { verifyDealflowWebhook } from './support/verify-dealflow-webhook';
import {
  attemptsOf,
  deliveryLog,
  freshSeller,
  getWebhook,
  headersOf,
  rotateSecret,
  saveWebhook,
  sellerWithWebhook,
  sendAttemptCopies,
  sendTestEvent,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhooks';

jest.setTimeout(60_000);

const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

/** A seller with a webhook; its receiver is closed after the file. */
async function configuredSeller(statuses: readonly number[] = [200]) {
  const seller = await sellerWithWebhook(statuses);
  receivers.push(seller.receiver);
  return seller;
}

describe('webhook settings', () => {
  it('saves the flag and the URL and never answers the secret, only a hint of it', async () => {
    // Prepare
    const seller = await freshSeller();
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);

    // Act
    const before = await getWebhook(seller.token);
    const created = await rotateSecret(seller.token);
    const saved = await saveWebhook(seller.token, {
      offerWebhookEnabled: true,
      offerSubmittedUrl: receiver.url,
    });
    const after = await getWebhook(seller.token);
    const me = await callApi('/api/auth/me', { token: seller.token });

    // Assess
    expect(before.body).toEqual({
      offerWebhookEnabled: false,
      offerSubmittedUrl: null,
      secret: null,
      disabledByReceiver: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(saved.status).toBe(200);
    expect(after.body).toEqual({
      offerWebhookEnabled: true,
      offerSubmittedUrl: receiver.url,
      secret: { hint: `whsec_…${created.secret.slice(-4)}`, createdAt: created.createdAt },
      disabledByReceiver: null,
    });
    expect(JSON.stringify(after.body)).not.toContain(created.secret);
    expect(me.body).toMatchObject({ offerWebhookEnabled: true, offerSubmittedUrl: receiver.url });
  });

  it('requires a URL to turn the webhook on', async () => {
    // Prepare
    const seller = await freshSeller();

    // Act
    const { status, body } = await saveWebhook(seller.token, {
      offerWebhookEnabled: true,
      offerSubmittedUrl: '',
    });

    // Assess
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ message: 'webhookUrlRequired' })],
    });
  });

  // Loopback receivers are allowed locally (the tests' own); everything else stays refused.
  it.each([
    ['private 10/8', 'https://10.0.0.1/hook', 'webhookUrlNotPublic'],
    ['private 172.16/12', 'https://172.16.5.4/hook', 'webhookUrlNotPublic'],
    ['private 192.168/16', 'https://192.168.1.10/hook', 'webhookUrlNotPublic'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/', 'webhookUrlNotPublic'],
    ['the metadata address in decimal', 'https://2852039166/', 'webhookUrlNotPublic'],
    ['the metadata address in hex', 'https://0xa9.0xfe.0xa9.0xfe/', 'webhookUrlNotPublic'],
    ['a private address in octal', 'https://012.0.0.1/', 'webhookUrlNotPublic'],
    ['a private address in decimal', 'https://167772161/', 'webhookUrlNotPublic'],
    ['IPv4-mapped IPv6 of a private address', 'https://[::ffff:10.0.0.1]/', 'webhookUrlNotPublic'],
    ['IPv4-mapped IPv6 of the metadata address', 'https://[::ffff:a9fe:a9fe]/', 'webhookUrlNotPublic'],
    ['the AWS IPv6 metadata address', 'https://[fd00:ec2::254]/', 'webhookUrlNotPublic'],
    ['link-local IPv6', 'https://[fe80::1]/', 'webhookUrlNotPublic'],
    ['CGNAT', 'https://100.64.0.1/', 'webhookUrlNotPublic'],
    ['http to a public host', 'http://hooks.example.com/dealflow', 'webhookUrlNotHttps'],
    ['http to a private address', 'http://10.0.0.1/hook', 'webhookUrlNotHttps'],
    [
      'a metadata host name',
      'https://metadata.google.internal/computeMetadata/v1/',
      'webhookUrlHostNotAllowed',
    ],
    ['a single-label host', 'https://metadata/', 'webhookUrlHostNotAllowed'],
    ['credentials in the URL', 'https://user:pw@hooks.example.com/', 'webhookUrlHasCredentials'],
    ['another port', 'https://hooks.example.com:8443/', 'webhookUrlPortNotAllowed'],
    ['another scheme', 'ftp://hooks.example.com/', 'webhookUrlNotHttps'],
  ])('refuses %s at save (%s)', async (_, url, messageKey) => {
    // Prepare
    const seller = await freshSeller();

    // Act
    const { status, body } = await saveWebhook(seller.token, {
      offerWebhookEnabled: true,
      offerSubmittedUrl: url,
    });
    const after = await getWebhook(seller.token);

    // Assess
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ message: messageKey })],
    });
    expect(after.body).toMatchObject({ offerWebhookEnabled: false, offerSubmittedUrl: null });
  });
});

describe('webhook deliveries', () => {
  it('delivers offer.submitted, retrying a 500 with the same webhook-id and a valid signature', async () => {
    // Prepare: the receiver fails the first attempt and takes the second.
    const seller = await configuredSeller([500, 200]);
    const deal = await createDealWithToken(seller.token);

    // Act
    const offer = await submitOfferAs('buyer@example.com', deal.dealId);
    const [first, second] = await seller.receiver.waitFor(2);

    // Assess: the same event, id and body twice, each attempt signed afresh.
    const log = await attemptsOf(seller.token, (await deliveryIdOf(seller.token))!, 2);
    expect(log.map(({ attempt, outcome, responseStatus }) => ({ attempt, outcome, responseStatus }))).toEqual(
      [
        { attempt: 1, outcome: 'retrying', responseStatus: 500 },
        { attempt: 2, outcome: 'delivered', responseStatus: 200 },
      ],
    );
    expect(log[0]!.webhookId).toBe(log[1]!.webhookId);
    expect(log[0]!.eventType).toBe('offer.submitted');
    expect(first!.headers['webhook-id']).toBe(log[0]!.webhookId);
    expect(second!.headers['webhook-id']).toBe(log[0]!.webhookId);
    expect(second!.rawBody.equals(first!.rawBody)).toBe(true);
    expect(verifyDealflowWebhook(seller.secret, headersOf(first!), first!.rawBody)).toBe(true);
    expect(verifyDealflowWebhook(seller.secret, headersOf(second!), second!.rawBody)).toBe(true);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(3500);
    const event = offerSubmittedEventSchema.parse(JSON.parse(first!.rawBody.toString('utf8')));
    expect(event.data).toMatchObject({
      dealId: deal.dealId,
      offerId: offer.offerId,
      offer: {
        offerType: 'cash',
        purchasePrice: offer.purchasePrice,
        closeOfEscrowDate: offer.closeOfEscrowDate,
      },
      buyer: { name: 'Bea Buyer', email: 'buyer@example.com' },
      submittedAt: offer.submittedAt,
    });
    expect(first!.headers['content-type']).toBe('application/json');
  });

  it('queues nothing while the webhook is off, and the offer is saved either way', async () => {
    // Prepare
    const seller = await configuredSeller();
    await saveWebhook(seller.token, { offerWebhookEnabled: false, offerSubmittedUrl: seller.receiver.url });
    const deal = await createDealWithToken(seller.token);

    // Act
    const offer = await submitOfferAs('buyer@example.com', deal.dealId);
    // The local queue hands its consumer one batch at a time, in order. Once a later test event is
    // delivered, the batch it came in is being consumed; once a second one is, that batch is done.
    // So whatever the offer queued before them has been sent by then.
    await sendTestEvent(seller.token);
    await seller.receiver.waitFor(1);
    const { body } = await sendTestEvent(seller.token);
    await seller.receiver.waitFor(2);
    await attemptsOf(seller.token, (body as WebhookDeliveryQueued).deliveryId, 1);

    // Assess
    expect(offer.status).toBe('pending');
    const eventTypes = seller.receiver.received.map(
      (request) => (JSON.parse(request.rawBody.toString('utf8')) as { type: string }).type,
    );
    expect(eventTypes).toEqual(['test', 'test']);
    expect((await deliveryLog(seller.token)).items.map((attempt) => attempt.eventType)).toEqual([
      'test',
      'test',
    ]);
  });

  it('sends a signed test event that the log shows delivered', async () => {
    // Prepare
    const seller = await configuredSeller();

    // Act
    const { status, body } = await sendTestEvent(seller.token);
    const [request] = await seller.receiver.waitFor(1);

    // Assess
    expect(status).toBe(202);
    const queued = body as WebhookDeliveryQueued;
    expect(queued.eventType).toBe('test');
    expect(webhookTestEventSchema.parse(JSON.parse(request!.rawBody.toString('utf8'))).type).toBe('test');
    expect(request!.headers['webhook-id']).toBe(queued.webhookId);
    expect(verifyDealflowWebhook(seller.secret, headersOf(request!), request!.rawBody)).toBe(true);
    const [attempt] = await attemptsOf(seller.token, queued.deliveryId, 1);
    expect(attempt).toMatchObject({ attempt: 1, outcome: 'delivered', responseStatus: 200, manual: true });
    expect(attempt!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('signs with the new secret only, once the secret is rotated', async () => {
    // Prepare
    const seller = await configuredSeller();
    const { secret: rotated } = await rotateSecret(seller.token);

    // Act
    await sendTestEvent(seller.token);
    const [request] = await seller.receiver.waitFor(1);

    // Assess
    expect(verifyDealflowWebhook(rotated, headersOf(request!), request!.rawBody)).toBe(true);
    expect(verifyDealflowWebhook(seller.secret, headersOf(request!), request!.rawBody)).toBe(false);
  });

  it('turns the webhook off when the receiver answers 410 Gone, and shows why', async () => {
    // Prepare
    const seller = await configuredSeller([410]);

    // Act
    const { body } = await sendTestEvent(seller.token);
    const [attempt] = await attemptsOf(seller.token, (body as WebhookDeliveryQueued).deliveryId, 1);
    const settings = (await getWebhook(seller.token)).body as WebhookSettings;

    // Assess
    expect(attempt).toMatchObject({ outcome: 'disabled', responseStatus: 410 });
    expect(settings.offerWebhookEnabled).toBe(false);
    expect(settings.disabledByReceiver).toMatchObject({ status: 410 });
    expect(seller.receiver.received).toHaveLength(1);
  });

  it('redelivers a delivery by hand with the same webhook-id and body, as a new chain', async () => {
    // Prepare
    const seller = await configuredSeller();
    const { body } = await sendTestEvent(seller.token);
    const queued = body as WebhookDeliveryQueued;
    const [original] = await seller.receiver.waitFor(1);

    // Act
    const redelivered = await callApi(`/api/users/me/webhook/deliveries/${queued.deliveryId}/redeliver`, {
      method: 'POST',
      token: seller.token,
    });
    const [, again] = await seller.receiver.waitFor(2);

    // Assess
    expect(redelivered.status).toBe(202);
    expect(redelivered.body).toEqual(queued);
    expect(again!.headers['webhook-id']).toBe(original!.headers['webhook-id']);
    expect(again!.rawBody.equals(original!.rawBody)).toBe(true);
    const attempts = await attemptsOf(seller.token, queued.deliveryId, 2);
    expect(attempts.map(({ attempt, outcome }) => ({ attempt, outcome }))).toEqual([
      { attempt: 1, outcome: 'delivered' },
      { attempt: 1, outcome: 'delivered' },
    ]);
  });

  it('answers 409 WEBHOOK_NOT_CONFIGURED for a test event without a URL', async () => {
    // Prepare
    const seller = await freshSeller();
    await rotateSecret(seller.token);

    // Act
    const { status, body } = await sendTestEvent(seller.token);

    // Assess
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'WEBHOOK_NOT_CONFIGURED' });
  });
});

/** POST …/redeliver of one of the seller's deliveries. */
const redeliver = (token: string, deliveryId: string) =>
  callApi(`/api/users/me/webhook/deliveries/${deliveryId}/redeliver`, { method: 'POST', token });

/**
 * Waits until the local queue has handled everything queued so far: it hands its consumer one
 * batch at a time, in order, so once two later test events were delivered one after the other,
 * every batch before them is done.
 */
async function drainQueue(seller: Awaited<ReturnType<typeof configuredSeller>>): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    const before = seller.receiver.received.length;
    const { body } = await sendTestEvent(seller.token);
    await seller.receiver.waitFor(before + 1);
    await attemptsOf(seller.token, (body as WebhookDeliveryQueued).deliveryId, 1);
  }
}

/** The requests the receiver got for one event (its webhook-id). */
const requestsFor = (seller: Awaited<ReturnType<typeof configuredSeller>>, webhookId: string) =>
  seller.receiver.received.filter((request) => request.headers['webhook-id'] === webhookId);

describe('webhook races', () => {
  it('answers one of parallel redeliveries 202 and the rest 409, and the receiver gets the event once', async () => {
    // Prepare: a delivered test event; the receiver then holds its answers, so the redelivery's
    // attempt stays in flight.
    const seller = await configuredSeller();
    const queued = (await sendTestEvent(seller.token)).body as WebhookDeliveryQueued;
    await attemptsOf(seller.token, queued.deliveryId, 1);
    seller.receiver.hold();

    // Act
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => redeliver(seller.token, queued.deliveryId)),
    );
    await seller.receiver.waitFor(2);
    const whileSending = await redeliver(seller.token, queued.deliveryId);
    seller.receiver.release();
    const attempts = await attemptsOf(seller.token, queued.deliveryId, 2);
    await drainQueue(seller);

    // Assess
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'WEBHOOK_DELIVERY_IN_FLIGHT' });
    }
    expect(whileSending.status).toBe(409);
    expect(whileSending.body).toMatchObject({ code: 'WEBHOOK_DELIVERY_IN_FLIGHT' });
    expect(requestsFor(seller, queued.webhookId)).toHaveLength(2);
    expect(
      attempts.map(({ chain, attempt, cause, outcome }) => ({ chain, attempt, cause, outcome })),
    ).toEqual([
      { chain: 1, attempt: 1, cause: 'initial', outcome: 'delivered' },
      { chain: 2, attempt: 1, cause: 'redelivery', outcome: 'delivered' },
    ]);
    expect(attempts[1]!.previousAttemptId).toBe(attempts[0]!.attemptId);
    expect(
      (await deliveryLog(seller.token)).items.filter((a) => a.deliveryId === queued.deliveryId),
    ).toHaveLength(2);
  });

  it('sends once and retries once when two copies of a queue message are handled at once', async () => {
    // Prepare: a first test event whose answer is held keeps the queue's one batch busy, so the
    // second event's message and a copy of it wait, then reach the consumer in the same batch.
    const seller = await configuredSeller([200, 500, 200]);
    seller.receiver.hold();
    await sendTestEvent(seller.token);
    await seller.receiver.waitFor(1);
    const queued = (await sendTestEvent(seller.token)).body as WebhookDeliveryQueued;
    await sendAttemptCopies(
      { userId: seller.userId, deliveryId: queued.deliveryId, chain: 1, attempt: 1 },
      1,
    );

    // Act
    seller.receiver.release();
    const attempts = await attemptsOf(seller.token, queued.deliveryId, 2);
    await drainQueue(seller);

    // Assess: one request per attempt (500, then 200 after one retry), and the log says so.
    expect(requestsFor(seller, queued.webhookId)).toHaveLength(2);
    expect(
      attempts.map(({ attempt, cause, outcome, responseStatus }) => ({
        attempt,
        cause,
        outcome,
        responseStatus,
      })),
    ).toEqual([
      { attempt: 1, cause: 'initial', outcome: 'retrying', responseStatus: 500 },
      { attempt: 2, cause: 'retry', outcome: 'delivered', responseStatus: 200 },
    ]);
    expect(attempts[1]!.previousAttemptId).toBe(attempts[0]!.attemptId);
    expect(
      (await deliveryLog(seller.token)).items.filter((a) => a.deliveryId === queued.deliveryId),
    ).toHaveLength(2);
  });
});

describe('webhook access', () => {
  it("refuses buyers, and answers 404 for another seller's delivery", async () => {
    // Prepare
    const seller = await configuredSeller();
    const { body } = await sendTestEvent(seller.token);
    const other = await freshSeller();
    const buyer = await demoToken('buyer@example.com');

    // Act
    const asBuyer = await Promise.all([
      getWebhook(buyer),
      saveWebhook(buyer, { offerWebhookEnabled: false, offerSubmittedUrl: null }),
      callApi('/api/users/me/webhook/secret', { method: 'POST', token: buyer }),
      sendTestEvent(buyer),
      callApi('/api/users/me/webhook/deliveries', { token: buyer }),
    ]);
    const othersRedelivery = await callApi(
      `/api/users/me/webhook/deliveries/${(body as WebhookDeliveryQueued).deliveryId}/redeliver`,
      { method: 'POST', token: other.token },
    );
    const othersLog = await callApi('/api/users/me/webhook/deliveries', { token: other.token });

    // Assess
    expect(asBuyer.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    expect(othersRedelivery.status).toBe(404);
    expect(othersRedelivery.body).toMatchObject({ code: 'WEBHOOK_DELIVERY_NOT_FOUND' });
    expect(othersLog.body).toEqual({ items: [], nextCursor: null });
  });
});

describe('docs/webhooks.md', () => {
  it('shows the same verification snippet these tests verify with', () => {
    // Prepare
    const root = path.resolve(__dirname, '../..');
    const docs = readFileSync(path.join(root, 'docs/webhooks.md'), 'utf8');
    const snippet = readFileSync(path.join(__dirname, 'support/verify-dealflow-webhook.ts'), 'utf8');

    // Act: the snippet without its file comment.
    const code = snippet.slice(snippet.indexOf('import { createHmac'));

    // Assess
    expect(docs).toContain(code.trim());
  });
});

/** The newest delivery id in the seller's log (there is one delivery in these tests). */
async function deliveryIdOf(token: string): Promise<string | undefined> {
  const { body } = await callApi('/api/users/me/webhook/deliveries', { token });
  return (body as { items: { deliveryId: string }[] }).items[0]?.deliveryId;
}
