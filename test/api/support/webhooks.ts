/**
 * Helpers of the webhook API tests (docs/requirements.md#r1-11): a receiver on 127.0.0.1 that answers a
 * scripted list of statuses and records every request (the local stack allows loopback receivers through
 * WEBHOOK_ALLOW_LOOPBACK_RECEIVER), and can hold its answers to keep an attempt in flight; a fresh
 * seller whose webhook no other test touches; calls to the webhook routes; and a copy of a delivery
 * queue message sent straight to the local queue.
 */
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookAttempt, WebhookAttemptPage, WebhookSecretCreated } from '#shared/webhooks/webhook-api';
import { callApi } from './local-stack';
import { eventually } from './notifications';
import { createTestUser } from './test-users';

/** One request the receiver got. */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  receivedAt: number;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hooks/dealflow` */
  url: string;
  received: ReceivedWebhook[];
  /** Waits until the receiver got `count` requests (retries may take a few seconds). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Records later requests at once but answers none of them until `release` (attempts stay in flight). */
  hold(): void;
  /** Answers every held request, and later ones at once. */
  release(): void;
  close(): Promise<void>;
}

/**
 * Starts a receiver answering `statuses` in turn (the last one for every later request), on
 * 127.0.0.1 and a free port.
 */
export async function startWebhookReceiver(statuses: readonly number[] = [200]): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let held: (() => void)[] | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        rawBody: Buffer.concat(chunks),
        receivedAt: Date.now(),
      });
      const status = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
      const answer = () => response.writeHead(status, { 'content-type': 'text/plain' }).end('thanks');
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/dealflow`,
    received,
    waitFor: (count, timeoutMs = 20_000) =>
      eventually(
        async () => received,
        (requests) => requests.length >= count,
        timeoutMs,
      ),
    hold: () => {
      held ??= [];
    },
    release: () => {
      const answers = held ?? [];
      held = null;
      answers.forEach((answer) => answer());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The request's headers as `verifyDealflowWebhook` takes them: one string each. */
export const headersOf = (request: Pick<ReceivedWebhook, 'headers'>) =>
  Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, [value].flat().join(',')]),
  );

/** A new originator with a user item, signed in; nobody else changes their webhook. */
export async function freshSeller(): Promise<{ token: string; userId: string; email: string }> {
  const user = await createTestUser(['originators'], { firstName: 'Wanda', lastName: 'Hooks' });
  const token = await user.signIn();
  const me = await callApi('/api/auth/me', { token });
  if (me.status !== 200) throw new Error(`Could not load the new seller: ${me.status}`);
  return { token, userId: user.userId, email: user.email };
}

/** PUT /api/users/me/webhook. */
export const saveWebhook = (token: string, body: unknown) =>
  callApi('/api/users/me/webhook', { method: 'PUT', token, body: JSON.stringify(body) });

/** GET /api/users/me/webhook. */
export const getWebhook = (token: string) => callApi('/api/users/me/webhook', { token });

/** POST /api/users/me/webhook/secret; throws unless it answers 201. */
export async function rotateSecret(token: string): Promise<WebhookSecretCreated> {
  const { status, body } = await callApi('/api/users/me/webhook/secret', { method: 'POST', token });
  if (status !== 201) throw new Error(`Could not rotate the secret: ${status} ${JSON.stringify(body)}`);
  return body as WebhookSecretCreated;
}

/** POST /api/users/me/webhook/test-event. */
export const sendTestEvent = (token: string) =>
  callApi('/api/users/me/webhook/test-event', { method: 'POST', token });

/** GET /api/users/me/webhook/deliveries (newest first). */
export async function deliveryLog(token: string, query = ''): Promise<WebhookAttemptPage> {
  const { status, body } = await callApi(`/api/users/me/webhook/deliveries${query}`, { token });
  if (status !== 200) throw new Error(`Could not read the delivery log: ${status} ${JSON.stringify(body)}`);
  return body as WebhookAttemptPage;
}

/** Waits until the log holds `count` attempts of the delivery; answers them oldest first. */
export async function attemptsOf(token: string, deliveryId: string, count: number, timeoutMs = 20_000) {
  const page = await eventually(
    () => deliveryLog(token),
    (log) => log.items.filter((attempt) => attempt.deliveryId === deliveryId).length >= count,
    timeoutMs,
  );
  return page.items.filter((attempt: WebhookAttempt) => attempt.deliveryId === deliveryId).reverse();
}

/** A seller with an enabled webhook to a new receiver, and their secret. */
export async function sellerWithWebhook(statuses: readonly number[] = [200]) {
  const seller = await freshSeller();
  const receiver = await startWebhookReceiver(statuses);
  const { secret } = await rotateSecret(seller.token);
  const saved = await saveWebhook(seller.token, {
    offerWebhookEnabled: true,
    offerSubmittedUrl: receiver.url,
  });
  if (saved.status !== 200)
    throw new Error(`Could not save the webhook: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { ...seller, receiver, secret };
}

/** The delivery queue's message asking for one attempt (functions/src/webhooks/webhook-queue.ts). */
export interface WebhookAttemptMessage {
  userId: string;
  deliveryId: string;
  chain: number;
  attempt: number;
}

/**
 * Sends `copies` identical messages for one attempt straight to the local delivery queue, in one
 * batch, as SQS's at-least-once delivery may hand a consumer the same message more than once.
 */
export async function sendAttemptCopies(message: WebhookAttemptMessage, copies: number): Promise<void> {
  const endpoint = process.env.DEALFLOW_SQS_URL;
  if (!endpoint) throw new Error('DEALFLOW_SQS_URL is not set: run the test through with-stack');
  const sqs = new SQSClient({
    region: process.env.DEALFLOW_REGION ?? 'us-east-2',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await sqs.send(
    new SendMessageBatchCommand({
      QueueUrl: `${endpoint}/000000000000/webhooks`,
      Entries: Array.from({ length: copies }, (_, index) => ({
        Id: `copy-${index}`,
        MessageBody: JSON.stringify(message),
      })),
    }),
  );
  sqs.destroy();
}
