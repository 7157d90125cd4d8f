/**
 * The queues of the local stack and the consumer handler each one drives, as infra declares them
 * (queue construct with a dead-letter queue). Empty until a feature adds asynchronous work; an
 * entry here is all the local stack needs: it creates the queue, puts its URL in the functions'
 * environment under `urlVariable`, and invokes `functions/src/<handler>.ts` with SQS batches.
 */
export interface QueueConsumerDefinition {
  /** Queue name, also the last segment of its URL. */
  name: string;
  /** Consumer module under functions/src, without extension; it exports `handler`. */
  handler: `${string}/handlers/${string}`;
  /** Environment variable that carries the queue URL to the functions that send to it. */
  urlVariable: string;
  batchSize?: number;
  visibilityTimeoutSeconds?: number;
  maxReceiveCount?: number;
}

export const QUEUE_CONSUMERS: readonly QueueConsumerDefinition[] = [
  // Deal alerts: a listing listed or turned active → the buyers it matches (docs/alerts.md).
  { name: 'alerts', handler: 'alerts/handlers/alerts-consumer', urlVariable: 'ALERTS_QUEUE_URL' },
  // Offer events → in-app notifications and e-mails to buyer and seller (docs/notifications.md).
  {
    name: 'notifications',
    handler: 'notifications/handlers/notifications-consumer',
    urlVariable: 'NOTIFICATIONS_QUEUE_URL',
  },
  // Offer-submitted webhook attempts, with their retries (docs/webhooks.md "Delivery").
  {
    name: 'webhooks',
    handler: 'webhooks/handlers/deliver-webhooks',
    urlVariable: 'WEBHOOK_QUEUE_URL',
    // Each message is one attempt (at most 10 s); a crash is retried after 30 s, then dead-lettered.
    batchSize: 5,
    visibilityTimeoutSeconds: 30,
    maxReceiveCount: 5,
  },
];
