/**
 * Sending text alerts (docs/text-alerts.md "What is sent", "Quiet hours", "Caps", "Delivery and its
 * status"): only to an active buyer whose texts are on and who chose the kind; inside their quiet
 * hours a non-urgent text is held for the held-texts job; otherwise the send is claimed (a
 * conditional put: never twice), counted against the buyer's caps, sent, and recorded.
 */
import type { NotificationKind } from '#shared/notifications/notification-api';
import { personName } from '#shared/users/person-name';
import { textSendKey, type TextSettingsRecord } from '../db/entities/text-alerts.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendText, textsConfigured } from '../lib/texter';
import { recordDealNotifications } from '../notifications/notification-log';
import { takeAllowance } from '../rate-limits/rate-limits.service';
import { isQuiet, quietHoursEnd } from './quiet-hours';
import { holdText } from './text-held.repository';
import { textBody, type TextAlert } from './text-messages';
import {
  claimTextSend,
  findTextSend,
  markTextOverCap,
  markTextSent,
  releaseTextSend,
} from './text-sends.repository';
import { findTextSettings, findTextSettingsOfBuyers, recordLastDelivery } from './text-settings.repository';

export type { TextAlert } from './text-messages';

/** What became of one text alert. */
export type TextOutcome =
  /** Sent now. */
  | 'sent'
  /** Inside the buyer's quiet hours: held for their end. */
  | 'held'
  /** Sent (or claimed) before: a redelivery or a parallel consumer. */
  | 'alreadySent'
  /** Claimed but not sent: the buyer reached their hourly or daily number of texts. */
  | 'overCap'
  /** The buyer does not take this text (inactive, texts not on, the kind not chosen). */
  | 'notWanted'
  /** This deployment sends no texts (no origination identity or configuration set). */
  | 'textsOff';

/** A kind a buyer has heard of another way already, for the same event: a match after a first look. */
const COVERED_BY: Partial<Record<TextAlert['kind'], TextAlert['kind']>> = { dealMatch: 'firstRefusal' };

/** The line of the listing's notification history this text is. */
const notificationKindOf = (text: TextAlert): NotificationKind => {
  if (text.kind !== 'offerDecision') return 'dealAlert';
  return text.decision === 'accepted' ? 'offerAccepted' : 'offerDeclined';
};

/**
 * Texts one alert to a buyer, or holds it for the end of their quiet hours. Throws when the
 * messaging service refused it (the claim is given back, so the caller's retry sends it).
 */
export async function deliverText(buyer: UserRecord, text: TextAlert, now: Date): Promise<TextOutcome> {
  if (!textsConfigured()) return 'textsOff';
  if (buyer.accountStatus !== 'active') return 'notWanted';
  return deliverTextWithSettings(buyer, await findTextSettings(buyer.userId), text, now);
}

/**
 * For texting many buyers one alert each (the alerts fan-out): their settings read in BatchGets of
 * 100 rather than one read a buyer. Answers, per buyer id, the function that delivers their text
 * like deliverText (none for a buyer who takes no texts), so the caller bounds and orders the sends.
 */
export async function textSendersFor(
  buyers: readonly UserRecord[],
): Promise<Map<string, (text: TextAlert, now: Date) => Promise<TextOutcome>>> {
  const senders = new Map<string, (text: TextAlert, now: Date) => Promise<TextOutcome>>();
  const active = buyers.filter((buyer) => buyer.accountStatus === 'active');
  if (!textsConfigured() || active.length === 0) return senders;
  const settingsOf = await findTextSettingsOfBuyers(active.map((buyer) => buyer.userId));
  for (const buyer of active) {
    const settings = settingsOf.get(buyer.userId);
    if (settings?.status === 'on') {
      senders.set(buyer.userId, (text, now) => deliverTextWithSettings(buyer, settings, text, now));
    }
  }
  return senders;
}

/** deliverText once the buyer's settings are read (null: they have none). */
async function deliverTextWithSettings(
  buyer: UserRecord,
  settings: TextSettingsRecord | null,
  text: TextAlert,
  now: Date,
): Promise<TextOutcome> {
  const choice = settings?.choices[text.kind];
  if (!settings || settings.status !== 'on' || !settings.phoneNumber || !choice?.on) return 'notWanted';
  const coveredBy = COVERED_BY[text.kind];
  if (coveredBy && (await findTextSend(textSendKey(buyer.userId, coveredBy, text.eventId)))) {
    return 'alreadySent';
  }
  const at = now.toISOString();
  if (!choice.urgent && isQuiet(now, settings.quietHours)) {
    await holdText(quietHoursEnd(now, settings.quietHours).toISOString(), buyer.userId, text, at);
    await recordLastDelivery(buyer.userId, { status: 'held', at });
    return 'held';
  }
  return sendClaimed(buyer, settings.phoneNumber, text, now);
}

async function sendClaimed(buyer: UserRecord, to: string, text: TextAlert, now: Date): Promise<TextOutcome> {
  const { userId } = buyer;
  const key = textSendKey(userId, text.kind, text.eventId);
  const at = now.toISOString();
  if ((await claimTextSend(key, at)) !== 'claimed') return 'alreadySent';
  // Counted only once claimed, so a redelivered message never counts one text twice.
  const withinCaps =
    (await takeAllowance('textsPerBuyerPerHour', userId, now)) &&
    (await takeAllowance('textsPerBuyerPerDay', userId, now));
  if (!withinCaps) {
    // The claim stays: a retry would only meet the same cap, and the e-mail still goes.
    logger.warn('Text not sent: the buyer reached their texts per hour or per day', {
      userId,
      sendKey: key.sk,
    });
    await markTextOverCap(key);
    return 'overCap';
  }
  // Before the send: its delivery event may arrive before the send call returns, and must win.
  await recordLastDelivery(userId, { status: 'sent', at });
  let messageId: string | null;
  try {
    messageId = await sendText({
      to,
      body: textBody(text, buyer.languagePreference, env().SITE_URL),
      context: { userId, sendKey: key.sk },
    });
  } catch (error) {
    // Given back, so the queue's (or the job's) retry sends it.
    await releaseTextSend(key, at);
    await recordLastDelivery(userId, { status: 'failed', at });
    throw error;
  }
  await markTextSent(key, messageId, at);
  await recordDealNotifications([
    {
      dealId: text.dealId,
      recipientId: userId,
      recipientName: personName(buyer),
      channel: 'text',
      kind: notificationKindOf(text),
      sentAt: at,
    },
  ]);
  return 'sent';
}
