/**
 * Delivers one event of the notifications queue (docs/notifications.md): reads the listing, the
 * offer and the recipients, then for each recipient writes the in-app notification, sends the
 * e-mail in their language, and records both in the listing's notification history; a buyer told
 * of a decision on their offer also gets a text when they chose it (docs/text-alerts.md).
 *
 * Every step can run again on a redelivered message without doubling anything: the in-app
 * notification's id is derived from the event (conditional put), the e-mail is claimed before it
 * is sent (conditional put, see `sendEmailOnce`), and history lines are keyed by their content.
 */
import type { Language } from '#shared/core/language';
import type {
  InAppNotification,
  NotificationAudience,
  NotificationDeal,
} from '#shared/notifications/notification-api';
import type { Offer } from '#shared/offers/offer-schema';
import { dealAddressOf, type DealRecord } from '../db/entities/deal.entity';
import { notificationDeliveryKey } from '../db/entities/notification.entity';
import { findDeal } from '../deals/deal-lookups';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendEmail, type OutgoingEmail } from '../lib/mailer';
import { findOffer } from '../offers/offer-lookups';
import { deliverText } from '../texting/text-delivery.service';
import { findUser } from '../users/users.service';
import { notificationEmail, type NotificationEmailCase } from './notification-emails';
import { notificationIdOf } from './notification-ids';
import { recordDealNotifications, type DealNotificationEntry } from './notification-log';
import { eventIdOf, type OfferNotificationMessage } from './notification-message';
import { claimDelivery, insertNotification, markDelivered, releaseClaim } from './notifications.repository';
import { personName } from '#shared/users/person-name';

/**
 * How long an e-mail claim in `sending` belongs to the attempt that made it: longer than the
 * consumer's timeout. Within it, another attempt waits (retries later); past it, the attempt that
 * made it died mid-send and nobody knows whether the e-mail left, so it is not sent again.
 */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/** Thrown when another attempt is sending the same e-mail right now: retry the message later. */
export class DeliveryInProgressError extends Error {
  constructor(key: { pk: string; sk: string }) {
    super(`E-mail ${key.pk} ${key.sk} is being sent by another attempt`);
  }
}

/** Who hears about each event, and as which side of the offer. */
const AUDIENCES: Readonly<Record<OfferNotificationMessage['kind'], readonly NotificationAudience[]>> = {
  offerSubmitted: ['seller'],
  offerAccepted: ['buyer', 'seller'],
  offerDeclined: ['buyer'],
  offerClosed: ['buyer'],
};

/** The offer events a buyer may take by text (docs/text-alerts.md "What is sent"). */
const OFFER_DECISIONS: Partial<Record<OfferNotificationMessage['kind'], 'accepted' | 'declined'>> = {
  offerAccepted: 'accepted',
  offerDeclined: 'declined',
};

/**
 * Sends an e-mail at most once per key. Answers when it was sent (now, or by an earlier attempt),
 * or null when an earlier attempt died mid-send (not resent: never twice beats always).
 */
export async function sendEmailOnce(
  key: { pk: string; sk: string },
  email: OutgoingEmail,
  now: () => Date,
): Promise<string | null> {
  const claimedAt = now().toISOString();
  const claim = await claimDelivery(key, claimedAt);
  if (claim === 'claimed') {
    try {
      await sendEmail(email);
    } catch (error) {
      // SES refused it: nothing left, so the next attempt may send.
      await releaseClaim(key, claimedAt);
      throw error;
    }
    const sentAt = now().toISOString();
    await markDelivered(key, sentAt);
    return sentAt;
  }
  if (claim.state === 'sent') return claim.sentAt;
  if (now().getTime() - Date.parse(claim.claimedAt) < CLAIM_LEASE_MS) throw new DeliveryInProgressError(key);
  logger.error('E-mail outcome unknown after an interrupted attempt; not sent again', { key });
  return null;
}

const notificationDealOf = (deal: DealRecord): NotificationDeal => ({
  dealId: deal.dealId,
  ...dealAddressOf(deal),
});

/** Delivers one offer event to each of its recipients; throws when any step should be retried. */
export async function deliverNotification(
  message: OfferNotificationMessage,
  now: () => Date = () => new Date(),
): Promise<void> {
  const [deal, offer] = await Promise.all([
    findDeal(message.dealId),
    findOffer(message.dealId, message.offerId),
  ]);
  if (!deal || !offer) {
    logger.warn('Notification dropped: its listing or offer is gone', { event: message });
    return;
  }
  for (const audience of AUDIENCES[message.kind]) {
    await notifyRecipient(message, audience, notificationDealOf(deal), offer, {
      userId: audience === 'seller' ? deal.ownerId : offer.buyerId,
      now,
    });
  }
}

async function notifyRecipient(
  message: OfferNotificationMessage,
  audience: NotificationAudience,
  deal: NotificationDeal,
  offer: Offer,
  options: { userId: string; now: () => Date },
): Promise<void> {
  const user = await findUser(options.userId);
  if (!user || user.accountStatus !== 'active') {
    logger.warn('Notification not sent to a missing or deactivated account', {
      event: message,
      recipientId: options.userId,
    });
    return;
  }
  const eventId = eventIdOf(message);
  const recipient = {
    dealId: deal.dealId,
    recipientId: user.userId,
    recipientName: personName(user),
    kind: message.kind,
  };
  const notification: InAppNotification = {
    notificationId: notificationIdOf(eventId, user.userId, message.occurredAt),
    kind: message.kind,
    audience,
    deal,
    offerId: offer.offerId,
    createdAt: message.occurredAt,
    readAt: null,
  };
  await insertNotification(user.userId, notification);
  const entries: DealNotificationEntry[] = [{ ...recipient, channel: 'inApp', sentAt: message.occurredAt }];

  const emailSentAt = await sendEmailOnce(
    notificationDeliveryKey(eventId, user.userId, 'email'),
    notificationEmail({
      to: user.email,
      language: user.languagePreference satisfies Language,
      emailCase: `${message.kind}:${audience}` as NotificationEmailCase,
      deal,
      offer,
      siteUrl: env().SITE_URL,
    }),
    options.now,
  );
  if (emailSentAt) entries.push({ ...recipient, channel: 'email', sentAt: emailSentAt });
  await recordDealNotifications(entries);
  // Last, so a text failure never holds up the e-mail; the text's claim keeps a retry to one text.
  const decision = audience === 'buyer' ? OFFER_DECISIONS[message.kind] : undefined;
  if (decision) {
    await deliverText(
      user,
      { kind: 'offerDecision', eventId, dealId: deal.dealId, city: deal.city, decision },
      options.now(),
    );
  }
}
