/**
 * Text alerts (docs/text-alerts.md): a buyer's texting settings, their pending confirmation code,
 * the number's owner, each claimed send, and the texts held for the end of quiet hours.
 *
 * Access patterns:
 * - a buyer's settings: GetItem pk=USER#<userId>, sk=TEXTING (number, status, consent, choices,
 *   quiet hours, last delivery); written whole by the settings routes, updated by replies and receipts
 * - the pending code: pk=USER#<userId>, sk=TEXTING#CODE (hash of the code, number, tries, expiresAt TTL)
 * - who a number belongs to (replies arrive by number): GetItem pk=TEXTNUMBER#<e164>, sk=OWNER,
 *   created with `attribute_not_exists(pk)` in the confirming transaction, so a number is one buyer's
 * - one send, claimed before it goes out: conditional Put pk=TEXTSEND#<userId>, sk=<kind>#<eventId>
 *   (state sending → sent, message id, delivery status); replies are claimed the same way under
 *   sk=REPLY#<inbound message id>
 * - texts waiting for quiet hours to end: pk=TEXTHELD#<hour of release, YYYY-MM-DDTHH>,
 *   sk=<release time ISO>#<userId>#<kind>#<eventId>; the held-texts job Queries the hours up to now
 */
import type { Language } from '#shared/core/language';
import type { QuietHours, TextChoices, TextDelivery } from '#shared/texting/text-alerts';

/**
 * A buyer's stored texting settings. `status` is `none`, `on` or `optedOut`: `pending` is no status
 * of its own, it is a code item waiting (the API answers it from that).
 */
export interface TextSettingsRecord {
  userId: string;
  status: 'none' | 'on' | 'optedOut';
  /** The confirmed number, E.164; null once removed. */
  phoneNumber: string | null;
  /** The consent given at confirmation: the wording's version and language, the words, the time. */
  consent: { version: string; language: Language; wording: string; at: string } | null;
  choices: TextChoices;
  quietHours: QuietHours;
  lastDelivery: TextDelivery | null;
  updatedAt: string;
}

/** One claimed send (or reply): `sending` while it goes out, then `sent` with its message id. */
export interface TextSendRecord {
  state: 'sending' | 'sent';
  claimedAt: string;
  messageId: string | null;
  sentAt: string | null;
  /** The last delivery status the messaging service reported for it. */
  deliveryStatus: string | null;
}

export const textSettingsKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'TEXTING' });

export const textCodeKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'TEXTING#CODE' });

export const textNumberOwnerKey = (phoneNumber: string) => ({ pk: `TEXTNUMBER#${phoneNumber}`, sk: 'OWNER' });

export const textSendKey = (userId: string, kind: string, eventId: string) => ({
  pk: `TEXTSEND#${userId}`,
  sk: `${kind}#${eventId}`,
});

export const textReplyKey = (userId: string, inboundMessageId: string) => ({
  pk: `TEXTSEND#${userId}`,
  sk: `REPLY#${inboundMessageId}`,
});

/** The hour partition a held text is released from: YYYY-MM-DDTHH of its release time (UTC). */
export const textHeldPartition = (releaseAt: string) => `TEXTHELD#${releaseAt.slice(0, 13)}`;

export const textHeldKey = (releaseAt: string, userId: string, kind: string, eventId: string) => ({
  pk: textHeldPartition(releaseAt),
  sk: `${releaseAt}#${userId}#${kind}#${eventId}`,
});
