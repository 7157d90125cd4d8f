/**
 * Starting webhook deliveries and reading their log: an `offer.submitted` event when a buyer offers
 * on a listing whose owner turned the webhook on, a `test` event on request, and a manual
 * redelivery of any logged delivery. A delivery is stored (its webhook-id and exact body) before
 * its first attempt is queued; the consumer (webhook-delivery.service.ts) makes the attempts.
 */
import { ulid } from 'ulid';
import type { Offer } from '#shared/offers/offer-schema';
import {
  offerSubmittedEvent,
  serialiseWebhookEvent,
  webhookTestEvent,
  type WebhookEvent,
} from '#shared/webhooks/offer-submitted-event';
import {
  WEBHOOK_LOG_PAGE_SIZE,
  type WebhookAttemptPage,
  type WebhookAttemptQuery,
  type WebhookDeliveryQueued,
} from '#shared/webhooks/webhook-api';
import { dealAddressOf, type DealRecord } from '../db/entities/deal.entity';
import type { WebhookDeliveryRecord } from '../db/entities/webhook.entity';
import {
  WebhookDeliveryInFlightError,
  WebhookDeliveryNotFoundError,
  WebhookNotConfiguredError,
} from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { findUser } from '../users/users.service';
import { logger } from '../lib/logger';
import { sendWebhookQueueMessage, type WebhookQueueSender } from './webhook-queue';
import { newWebhookMessageId } from './webhook-signature';
import {
  findWebhookDelivery,
  findWebhookSecret,
  insertWebhookDelivery,
  listWebhookAttempts,
  restartWebhookDelivery,
} from './webhooks.repository';
import { personName } from '#shared/users/person-name';

const queuedOf = (delivery: WebhookDeliveryRecord): WebhookDeliveryQueued => ({
  deliveryId: delivery.deliveryId,
  webhookId: delivery.webhookId,
  eventType: delivery.eventType,
});

/** Queues the first attempt of the delivery's current chain. */
function queueFirstAttempt(delivery: WebhookDeliveryRecord, enqueue: WebhookQueueSender): Promise<void> {
  return enqueue(
    { userId: delivery.userId, deliveryId: delivery.deliveryId, chain: delivery.chain, attempt: 1 },
    0,
  );
}

/** Stores a new delivery of the event to the seller and queues its first attempt. */
export async function startWebhookDelivery(
  userId: string,
  event: WebhookEvent,
  options: { manual: boolean; now: Date; enqueue?: WebhookQueueSender },
): Promise<WebhookDeliveryQueued> {
  const { now } = options;
  const delivery: WebhookDeliveryRecord = {
    userId,
    deliveryId: ulid(now.getTime()),
    webhookId: newWebhookMessageId(),
    eventType: event.type,
    body: serialiseWebhookEvent(event),
    createdAt: now.toISOString(),
    chain: 1,
    manual: options.manual,
    status: 'pending',
    attemptsMade: 0,
    lastAttemptAt: null,
    nextAttemptAt: now.toISOString(),
    lastAttemptId: null,
  };
  await insertWebhookDelivery(delivery, now);
  await queueFirstAttempt(delivery, options.enqueue ?? sendWebhookQueueMessage);
  return queuedOf(delivery);
}

/** 409 WEBHOOK_NOT_CONFIGURED unless the seller has a URL and a secret. */
async function assertConfigured(userId: string): Promise<void> {
  const [user, secret] = await Promise.all([findUser(userId), findWebhookSecret(userId)]);
  if (!user?.offerSubmittedUrl || !secret) throw new WebhookNotConfiguredError();
}

/**
 * POST /api/users/me/webhook/test-event: a signed `test` event to the saved URL, retried like any
 * other. It goes out whether or not the webhook is turned on, so a seller can try it first.
 */
export async function sendTestEvent(principal: Principal, now: Date): Promise<WebhookDeliveryQueued> {
  await assertConfigured(principal.userId);
  return startWebhookDelivery(principal.userId, webhookTestEvent(now), { manual: true, now });
}

/**
 * POST /api/users/me/webhook/deliveries/{deliveryId}/redeliver: the same webhook-id and body in a
 * new chain of attempts (the old chain's pending retries are dropped). Only the caller's own; 409
 * WEBHOOK_DELIVERY_IN_FLIGHT while an attempt is queued to go now or being sent, so a receiver
 * never gets one event twice from a redelivery.
 */
export async function redeliverWebhook(
  principal: Principal,
  deliveryId: string,
  now: Date,
): Promise<WebhookDeliveryQueued> {
  const delivery = await findWebhookDelivery(principal.userId, deliveryId);
  if (!delivery) throw new WebhookDeliveryNotFoundError();
  await assertConfigured(principal.userId);
  const restarted = await restartWebhookDelivery(delivery, now);
  if (!restarted) throw new WebhookDeliveryInFlightError();
  await queueFirstAttempt(restarted, sendWebhookQueueMessage);
  return queuedOf(restarted);
}

/** GET /api/users/me/webhook/deliveries: the caller's attempts, newest first. */
export function listDeliveries(
  principal: Principal,
  query: WebhookAttemptQuery,
): Promise<WebhookAttemptPage> {
  return listWebhookAttempts(principal.userId, {
    limit: query.limit ?? WEBHOOK_LOG_PAGE_SIZE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
}

/**
 * After an offer was saved: queues `offer.submitted` to the listing owner's webhook when it is on.
 * Never throws — the offer stands whatever happens here; a failure is logged and answered false.
 */
export async function queueOfferSubmittedWebhook(
  deal: Pick<DealRecord, 'ownerId' | 'streetAddress' | 'city' | 'state' | 'zipCode' | 'purchasePrice'>,
  offer: Offer,
  now: Date,
  enqueue?: WebhookQueueSender,
): Promise<boolean> {
  try {
    const owner = await findUser(deal.ownerId);
    if (!owner?.offerWebhookEnabled || !owner.offerSubmittedUrl) return true;
    const event = offerSubmittedEvent(
      {
        dealId: offer.dealId,
        offerId: offer.offerId,
        deal: { ...dealAddressOf(deal), purchasePrice: deal.purchasePrice },
        offer: {
          offerType: offer.offerType,
          purchasePrice: offer.purchasePrice,
          entryFee: offer.entryFee,
          closeOfEscrowDate: offer.closeOfEscrowDate,
          message: offer.message,
        },
        buyer: {
          name: personName(offer.buyer),
          email: offer.buyer.email,
        },
        submittedAt: offer.submittedAt,
      },
      now,
    );
    await startWebhookDelivery(deal.ownerId, event, { manual: false, now, ...(enqueue ? { enqueue } : {}) });
    return true;
  } catch (error) {
    logger.error('Could not queue the offer.submitted webhook; the offer is saved', {
      feature: 'webhooks',
      dealId: offer.dealId,
      offerId: offer.offerId,
      error: String(error),
    });
    return false;
  }
}
