/**
 * The one routing table of events to work queues: for each event, which queues get which message,
 * in order. A route never throws: the change it follows is stored and stands, so a failed send is
 * logged and answered false (docs/decisions/events.md says why, and what that costs).
 */
import type { QueueUrlVariable } from '#shared/jobs/queue-consumers';
import { enqueueAlerts, type AlertsQueueMessage } from '../alerts/alerts-queue';
import { enqueueAfterCommit } from '../lib/work-queue';
import type { NotificationMessage } from '../notifications/notification-message';
import { enqueueNotification } from '../notifications/notification-queue';
import { queueOfferSubmittedWebhook } from '../webhooks/webhook-deliveries.service';
import type { DomainEventOf, DomainEventType } from './event-catalogue';

/** One queue's reaction to an event. */
export interface EventRoute<E> {
  queue: QueueUrlVariable;
  /** Sends the queue its message for the event, if any; false when the send failed (logged). */
  deliver(event: E): Promise<boolean>;
}

/** A route that sends `messageOf(event)` with `send`, or nothing when the message is null. */
function route<E, M>(
  queue: QueueUrlVariable,
  failure: string,
  messageOf: (event: E) => M | null,
  send: (message: M) => Promise<void>,
): EventRoute<E> {
  return {
    queue,
    deliver: async (event) => {
      const message = messageOf(event);
      return message === null ? true : enqueueAfterCommit(failure, message, () => send(message));
    },
  };
}

// Declared free of side effects so that esbuild drops EVENT_ROUTES, and the SQS client with it,
// from the bundles of routes that reach this module but never publish.
/* @__NO_SIDE_EFFECTS__ */
const toAlerts = <E>(messageOf: (event: E) => AlertsQueueMessage | null) =>
  route('ALERTS_QUEUE_URL', 'Could not enqueue deal alerts', messageOf, enqueueAlerts);

/* @__NO_SIDE_EFFECTS__ */
const toNotifications = <E>(messageOf: (event: E) => NotificationMessage | null) =>
  route('NOTIFICATIONS_QUEUE_URL', 'Could not enqueue a notification', messageOf, enqueueNotification);

/** The seller's `offer.submitted` webhook: stored, then queued, only when they turned it on. */
const toOfferWebhook: EventRoute<DomainEventOf<'offerSubmitted'>> = {
  queue: 'WEBHOOK_QUEUE_URL',
  // Never throws and logs its own failure (without the buyer's details).
  deliver: (event) => queueOfferSubmittedWebhook(event.deal, event.offer, new Date(event.at)),
};

type EventRoutes = { readonly [T in DomainEventType]: readonly EventRoute<DomainEventOf<T>>[] };

export const EVENT_ROUTES: EventRoutes = {
  dealCreated: [toAlerts((event) => ({ dealId: event.dealId, event: 'listed', at: event.at }))],
  dealStatusChanged: [
    // A listing turning active (an exclusive one going public, or a pending one whose sale fell
    // through) releases the alerts of the buyers who have none yet; stored alerts are not resent.
    toAlerts((event) =>
      event.to === 'active' && event.from !== 'active'
        ? { dealId: event.dealId, event: 'activated', at: event.at }
        : null,
    ),
    // The buyer whose accepted offer fell through hears that it is declined, as on a decline.
    toNotifications((event) =>
      event.fellThroughOfferId
        ? {
            kind: 'offerDeclined',
            dealId: event.dealId,
            offerId: event.fellThroughOfferId,
            occurredAt: event.at,
          }
        : null,
    ),
  ],
  offerSubmitted: [
    toOfferWebhook,
    toNotifications((event) => ({
      kind: 'offerSubmitted',
      dealId: event.deal.dealId,
      offerId: event.offer.offerId,
      occurredAt: event.at,
    })),
  ],
  offerAccepted: [
    toNotifications((event) => ({
      kind: 'offerAccepted',
      dealId: event.dealId,
      offerId: event.offerId,
      occurredAt: event.at,
    })),
  ],
  offerDeclined: [
    toNotifications((event) => ({
      kind: 'offerDeclined',
      dealId: event.dealId,
      offerId: event.offerId,
      occurredAt: event.at,
    })),
  ],
  // The buyer hears that the listing left the market and their offer is closed.
  offerClosed: [
    toNotifications((event) => ({
      kind: 'offerClosed',
      dealId: event.dealId,
      offerId: event.offerId,
      occurredAt: event.at,
    })),
  ],
  // Admins who asked for it hear of each new bug report (ideas and questions wait for the tab).
  feedbackSubmitted: [
    toNotifications((event) =>
      event.feedbackType === 'bug'
        ? { kind: 'feedbackBugReported', feedbackId: event.feedbackId, occurredAt: event.at }
        : null,
    ),
  ],
  // The author hears that their feedback was resolved.
  feedbackResolved: [
    toNotifications((event) => ({
      kind: 'feedbackResolved',
      feedbackId: event.feedbackId,
      occurredAt: event.at,
    })),
  ],
};
