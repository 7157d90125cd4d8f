/**
 * One attempt of one webhook delivery, as the queue consumer makes it:
 *
 * 1. A message not yet due (its retry waits longer than SQS can delay) is sent on again: parked.
 * 2. The delivery must still wait for exactly this attempt of this chain, and this consumer must
 *    win the claim on it (a conditional write) before anything is sent: a duplicate message, a
 *    copy handled at the same time, or one a redelivery superseded, is dropped.
 * 3. An automatic `offer.submitted` delivery stops when the seller turned the webhook off.
 * 4. The URL is checked again by the SSRF guard (DNS may have changed since it was saved), and the
 *    POST goes to the address the guard pinned, never following a redirect, within 10 s.
 * 5. Signed afresh: the same `webhook-id` and body every time, a new timestamp and signature.
 * 6. The attempt is logged with its place in the chain (cause, previous attempt) and the next step
 *    taken (`nextStepAfterAttempt`): done, a retry after its wait, failed for good, or — on 410 —
 *    the webhook turned off.
 * Consumer crashes (DynamoDB or SQS down) throw, and SQS retries the message; after the queue's
 * maxReceiveCount it lands in the dead-letter queue. Failed deliveries never do.
 */
import { ulid } from 'ulid';
import { OFFER_SUBMITTED_EVENT_TYPE } from '#shared/webhooks/offer-submitted-event';
import type {
  WebhookAttempt,
  WebhookAttemptCause,
  WebhookAttemptError,
  WebhookAttemptOutcome,
} from '#shared/webhooks/webhook-api';
import { findUser } from '../users/users.service';
import { logger } from '../lib/logger';
import {
  nextStepAfterAttempt,
  type DeliveryFailure,
  type NextStep,
  type RandomSource,
} from './retry-schedule';
import { assertPublicWebhookUrl, type HostResolver, WebhookUrlRefusedError } from './ssrf-guard';
import { postWebhook, type WebhookPoster } from './webhook-http';
import type { WebhookQueueMessage, WebhookQueueSender } from './webhook-queue';
import { WEBHOOK_ATTEMPT_LOG_MESSAGE } from './webhook-log-lines';
import { webhookSignatureHeaders } from './webhook-signature';
import type { WebhookDeliveryRecord } from '../db/entities/webhook.entity';
import {
  cancelWebhookDelivery,
  claimWebhookAttempt,
  disableWebhookForGone,
  findWebhookDelivery,
  findWebhookSecret,
  recordWebhookAttempt,
  type DeliveryProgress,
} from './webhooks.repository';

/** What the consumer needs from outside; tests inject each. */
export interface WebhookDeliveryDependencies {
  now: () => Date;
  enqueue: WebhookQueueSender;
  allowLoopbackReceiver: boolean;
  post?: WebhookPoster;
  resolve?: HostResolver;
  random?: RandomSource;
}

/** What handling a message came to (for logs and tests). */
export type WebhookMessageResult = 'parked' | 'skipped' | 'canceled' | WebhookAttemptOutcome;

/** A message is handled at once when it is due within this much (SQS delays are whole seconds). */
const DUE_SLACK_MS = 1000;

/** The result of trying to send: an HTTP status, or why there was none. */
type SendResult = {
  statusOrError: number | DeliveryFailure;
  durationMs: number;
  error: WebhookAttemptError | null;
};

const ERROR_OF_FAILURE: Readonly<Record<DeliveryFailure, WebhookAttemptError>> = {
  timeout: 'timeout',
  'network-error': 'networkError',
  'address-refused': 'addressRefused',
};

const log = (message: string, fields: Record<string, unknown>) =>
  logger.info(message, { feature: 'webhooks', ...fields });

/** Checks the URL again, signs and POSTs; never throws for anything the receiver side did. */
async function send(
  url: string,
  secret: string,
  delivery: { webhookId: string; body: string },
  now: Date,
  dependencies: WebhookDeliveryDependencies,
): Promise<SendResult> {
  let target;
  try {
    target = await assertPublicWebhookUrl(url, {
      allowLoopbackReceiver: dependencies.allowLoopbackReceiver,
      ...(dependencies.resolve ? { resolve: dependencies.resolve } : {}),
    });
  } catch (error) {
    if (!(error instanceof WebhookUrlRefusedError)) throw error;
    log('Webhook URL refused at send', { reason: error.reason, detail: error.detail });
    return { statusOrError: 'address-refused', durationMs: 0, error: 'addressRefused' };
  }
  const headers = webhookSignatureHeaders(secret, {
    id: delivery.webhookId,
    timestamp: Math.floor(now.getTime() / 1000),
    body: delivery.body,
  });
  const result = await (dependencies.post ?? postWebhook)({ target, headers, body: delivery.body });
  if ('status' in result) return { statusOrError: result.status, durationMs: result.durationMs, error: null };
  log('Webhook attempt got no answer', { failure: result.failure, detail: result.detail });
  return {
    statusOrError: result.failure,
    durationMs: result.durationMs,
    error: ERROR_OF_FAILURE[result.failure],
  };
}

const OUTCOME_OF_STEP: Readonly<Record<NextStep['action'], WebhookAttemptOutcome>> = {
  done: 'delivered',
  retry: 'retrying',
  'give-up': 'failed',
  disable: 'disabled',
};

/** Why attempt `attempt` of the delivery's current chain is made. */
function causeOf(delivery: WebhookDeliveryRecord, attempt: number): WebhookAttemptCause {
  if (attempt > 1) return 'retry';
  return delivery.chain > 1 ? 'redelivery' : 'initial';
}

/** Handles one queue message: parks it, drops it, or makes and logs its attempt. */
export async function processWebhookMessage(
  message: WebhookQueueMessage,
  dependencies: WebhookDeliveryDependencies,
): Promise<WebhookMessageResult> {
  const now = dependencies.now();
  if (message.notBefore) {
    const waitMs = Date.parse(message.notBefore) - now.getTime();
    if (waitMs > DUE_SLACK_MS) {
      await dependencies.enqueue(message, waitMs / 1000);
      return 'parked';
    }
  }

  const delivery = await findWebhookDelivery(message.userId, message.deliveryId);
  if (
    !delivery ||
    delivery.status !== 'pending' ||
    delivery.chain !== message.chain ||
    delivery.attemptsMade !== message.attempt - 1
  ) {
    return 'skipped';
  }
  const claimedAt = await claimWebhookAttempt(delivery, message.attempt, now);
  if (!claimedAt) {
    log('Webhook attempt already claimed', { deliveryId: delivery.deliveryId, attempt: message.attempt });
    return 'skipped';
  }

  const [user, secret] = await Promise.all([findUser(message.userId), findWebhookSecret(message.userId)]);
  const automatic = !delivery.manual && delivery.eventType === OFFER_SUBMITTED_EVENT_TYPE;
  if (automatic && !user?.offerWebhookEnabled) {
    await cancelWebhookDelivery(delivery, claimedAt);
    return 'canceled';
  }

  const url = user?.offerSubmittedUrl ?? null;
  const result: SendResult =
    url && secret
      ? await send(url, secret.secret, delivery, now, dependencies)
      : { statusOrError: 'address-refused', durationMs: 0, error: 'notConfigured' };

  const step = nextStepAfterAttempt(
    message.attempt,
    result.statusOrError,
    dependencies.random ?? Math.random,
  );
  const nextAttemptAt =
    step.action === 'retry' ? new Date(now.getTime() + step.delaySeconds * 1000).toISOString() : null;
  const attempt: WebhookAttempt = {
    attemptId: ulid(now.getTime()),
    deliveryId: delivery.deliveryId,
    webhookId: delivery.webhookId,
    eventType: delivery.eventType,
    attempt: message.attempt,
    manual: delivery.manual,
    chain: delivery.chain,
    cause: causeOf(delivery, message.attempt),
    previousAttemptId: delivery.lastAttemptId,
    attemptedAt: now.toISOString(),
    responseStatus: typeof result.statusOrError === 'number' ? result.statusOrError : null,
    durationMs: result.durationMs,
    outcome: OUTCOME_OF_STEP[step.action],
    error: result.error,
    nextAttemptAt,
  };
  const progress: DeliveryProgress = {
    status: step.action === 'done' ? 'delivered' : step.action === 'retry' ? 'pending' : 'failed',
    nextAttemptAt,
  };

  // Scheduled before the attempt is recorded: if recording then fails, SQS retries this message
  // (after the claim's lease) and the duplicate next message is dropped by the attempt condition.
  if (step.action === 'retry' && nextAttemptAt) {
    await dependencies.enqueue(
      { ...message, attempt: message.attempt + 1, notBefore: nextAttemptAt },
      step.delaySeconds,
    );
  }
  if ((await recordWebhookAttempt(delivery, attempt, progress, claimedAt, now)) === 'stale') return 'skipped';
  if (step.action === 'disable' && url) {
    await disableWebhookForGone(message.userId, url, Number(result.statusOrError), attempt.attemptedAt);
  }
  // One line per attempt sent, with its place in the chain; the "webhook failures" metric is a
  // filter on this line's outcome (infra/constructs/alarms.ts).
  log(WEBHOOK_ATTEMPT_LOG_MESSAGE, {
    deliveryId: delivery.deliveryId,
    attemptId: attempt.attemptId,
    chain: attempt.chain,
    attempt: attempt.attempt,
    cause: attempt.cause,
    previousAttemptId: attempt.previousAttemptId,
    outcome: attempt.outcome,
    responseStatus: attempt.responseStatus,
  });
  return attempt.outcome;
}
