/**
 * The work queues and their consumers, as data (like the route table and the scheduled jobs):
 * infra gives each a queue with a dead-letter queue and a consumer Lambda driven by it; the local
 * stack runs an in-process queue that invokes the same handler module with the same batch size,
 * visibility timeout and dead-letter rule (docs/local-stack.md).
 */
import type { RouteGrant } from '../api/route';

/** How long a consumer may run. */
export const QUEUE_CONSUMER_TIMEOUT_SECONDS = 30;
/** How long a received message stays hidden: six times the consumer's timeout, as AWS advises. */
export const QUEUE_VISIBILITY_TIMEOUT_SECONDS = QUEUE_CONSUMER_TIMEOUT_SECONDS * 6;

export const QUEUE_NAMES = ['notifications', 'webhooks', 'alerts'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** The environment variable that carries a queue's URL to the functions granted to send to it. */
export const QUEUE_URL_VARIABLES = {
  notifications: 'NOTIFICATIONS_QUEUE_URL',
  webhooks: 'WEBHOOK_QUEUE_URL',
  alerts: 'ALERTS_QUEUE_URL',
} as const satisfies Record<QueueName, string>;
export type QueueUrlVariable = (typeof QUEUE_URL_VARIABLES)[QueueName];

export interface QueueConsumerDefinition {
  /** The queue's name: in PascalCase its construct id (and `<Name>Consumer` the consumer's). */
  name: QueueName;
  /** Consumer module under functions/src, without extension; it exports `handler`. */
  handler: `${string}/handlers/${string}`;
  description: string;
  grants: readonly RouteGrant[];
  /** Messages per invocation; a failed one is retried alone (ReportBatchItemFailures). */
  batchSize: number;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /**
   * Most invocations the queue drives at once (the event source's maximum concurrency, 2–1000);
   * unbounded when absent. Bounds what a consumer sends outside across all its invocations.
   */
  maxConcurrency?: number;
}

export const QUEUE_CONSUMERS: readonly QueueConsumerDefinition[] = [
  {
    // Offer events → in-app notifications and e-mails to buyer and seller; feedback events → the
    // bug-report and resolved e-mails (docs/notifications.md).
    name: 'notifications',
    handler: 'notifications/handlers/notifications-consumer',
    description: 'Notifies buyers and sellers of offer events, admins and authors of feedback events',
    grants: ['table:read', 'table:write', 'email:send', 'text:send'],
    batchSize: 10,
    maxReceiveCount: 5,
  },
  {
    // Offer-submitted webhook attempts, with their retries (docs/webhooks.md "Delivery"). The
    // consumer re-parks retries on its own queue; only its crashes reach the dead-letter queue.
    name: 'webhooks',
    handler: 'webhooks/handlers/deliver-webhooks',
    description: "Delivers signed offer-submitted webhooks, with retries, to sellers' endpoints",
    grants: ['table:read', 'table:write', 'queue:webhooks:send'],
    // Each attempt may take its full 10 s; a small batch keeps them well inside the timeout.
    batchSize: 5,
    maxReceiveCount: 5,
  },
  {
    // A listing listed or turned active → the buyers it matches; a slice of those buyers, or of a
    // digest window's (docs/alerts.md "Slices"). It enqueues the slices of a listing too big for one run.
    name: 'alerts',
    handler: 'alerts/handlers/alerts-consumer',
    description: 'Alerts the buyers a new or newly active listing matches, and sends digest slices',
    grants: ['table:read', 'table:write', 'email:send', 'text:send', 'queue:alerts:send'],
    // A message is up to a slice of buyers, each a few writes and maybe an e-mail.
    batchSize: 1,
    maxReceiveCount: 5,
    // At most 2 × ALERT_SEND_CONCURRENCY e-mails in flight, whatever the number of slices queued,
    // so a 10k-buyer listing stays under the SES send rate (docs/alerts.md "Slices").
    maxConcurrency: 2,
  },
];
