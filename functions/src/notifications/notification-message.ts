/**
 * The messages of the notifications queue (docs/notifications.md): one per event worth telling
 * people about. A message names the event, not its recipients or its text: the consumer reads the
 * listing, the offer and the people when it runs, so what it sends is always current.
 */
import * as z from 'zod';

const offerEventSchema = <K extends string>(kind: K) =>
  z
    .object({
      kind: z.literal(kind),
      dealId: z.string().min(1).max(64),
      offerId: z.string().min(1).max(64),
      /** When the change was committed: the in-app notification's time. */
      occurredAt: z.iso.datetime(),
    })
    .strict();

const feedbackEventSchema = <K extends string>(kind: K) =>
  z
    .object({
      kind: z.literal(kind),
      feedbackId: z.string().min(1).max(64),
      occurredAt: z.iso.datetime(),
    })
    .strict();

export const notificationMessageSchema = z.discriminatedUnion('kind', [
  /** A buyer submitted an offer: the seller is told. */
  offerEventSchema('offerSubmitted'),
  /** The seller (or an admin) accepted an offer: the buyer and the seller are told. */
  offerEventSchema('offerAccepted'),
  /** An offer was declined: the buyer is told. */
  offerEventSchema('offerDeclined'),
  /** An open offer closed because its listing left the market: the buyer is told. */
  offerEventSchema('offerClosed'),
  /** A user reported a bug: the admins subscribed to bug reports are told (e-mail only). */
  feedbackEventSchema('feedbackBugReported'),
  /** An admin resolved a feedback: its author is told at the feedback's address (e-mail only). */
  feedbackEventSchema('feedbackResolved'),
]);
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
export type NotificationMessageKind = NotificationMessage['kind'];
/** The messages about an offer (in-app and e-mail to its buyer and seller). */
export type OfferNotificationMessage = Extract<NotificationMessage, { offerId: string }>;
/** The messages about a feedback (e-mail only). */
export type FeedbackNotificationMessage = Extract<NotificationMessage, { feedbackId: string }>;

/** Whether a message is about a feedback rather than an offer. */
export const isFeedbackMessage = (message: NotificationMessage): message is FeedbackNotificationMessage =>
  'feedbackId' in message;

/**
 * The event's identity, the root of every idempotency key: an offer is submitted, accepted,
 * declined and closed at most once each, so kind and offer name the event whoever enqueues it and how often.
 * A feedback is reported once, but may be resolved again after being reopened: its time names each resolution.
 */
export function eventIdOf(message: NotificationMessage): string {
  if (!isFeedbackMessage(message)) return `${message.kind}#${message.offerId}`;
  return message.kind === 'feedbackResolved'
    ? `${message.kind}#${message.feedbackId}#${message.occurredAt}`
    : `${message.kind}#${message.feedbackId}`;
}
