/**
 * Who hears of a listing, and when (docs/alerts.md "Flows"). Runs in the alerts queue's consumer,
 * for a listing that was listed or turned active:
 * - exclusive: only buyers with first right of refusal (read from their index partition), at once
 *   and by e-mail whatever their frequency;
 * - active: every buyer whose buy box or preferences name its ZIP or city (the alert index), due
 *   at once for a listing listed active, else at min(end of the delay, the moment it turned active).
 * Buyers who said Not interested in the listing are skipped (docs/buyer-matching.md).
 * Each buyer is matched with matchDeal; an alert is stored once per buyer and listing (a message
 * handled twice creates nothing new), and realtime alerts are e-mailed straight away, and texted to
 * buyers who chose texts (docs/text-alerts.md: a first look while exclusive, a match once active).
 *
 * A listing with more candidates than one slice is split (docs/alerts.md "Slices"): its message only
 * enqueues one message per slice of candidate ids, and each slice is handled like a small listing.
 * Within a slice, users and texting settings are read 100 to a BatchGet, alerts created 100 to a
 * transaction, history lines written 25 to a BatchWrite (the e-mails' once the slice's sends are done),
 * and e-mails and texts sent a few at a time.
 */
import { alertFrequencyOf, windowContaining } from '#shared/alerts/alert-frequency';
import { ALERTABLE_STATUSES, matchDeal } from '#shared/alerts/deal-match';
import { personName } from '#shared/users/person-name';
import { toDeal, type DealRecord } from '../db/entities/deal.entity';
import type { DealAlertRecord } from '../db/entities/alert.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { findDeal } from '../deals/deal-lookups';
import { env } from '../lib/env';
import { mapBounded } from '../lib/map-bounded';
import { type DealNotificationEntry, recordDealNotifications } from '../notifications/notification-log';
import { textSendersFor, type TextAlert } from '../texting/text-delivery.service';
import { getUsers } from '../users/users.service';
import { deliverRealtimeAlert } from './alert-delivery.service';
import { findCandidateBuyerIds, listFirstRefusalBuyerIds } from './alert-index.repository';
import { createAlerts } from './alerts.repository';
import { listNotInterestedBuyerIds } from '../buyer-matches/not-interested.repository';
import { type AlertsQueueMessage, enqueueAlertSlices, LISTING_SLICE_BUYERS, slicesOf } from './alerts-queue';
import { releaseDueAt } from './first-refusal';

/** What one message did, for the logs and the tests. */
export interface FanOutOutcome {
  candidates: number;
  alerted: number;
  /** Slice messages enqueued instead of alerting here (0 when this message did the work). */
  slices: number;
}

/** Handles one alerts queue message: a listing, or one slice of its candidate buyers. */
export async function fanOutListing(message: AlertsQueueMessage, now: Date): Promise<FanOutOutcome> {
  const deal = await findDeal(message.dealId);
  if (!deal || !ALERTABLE_STATUSES.includes(deal.status)) return { candidates: 0, alerted: 0, slices: 0 };
  const exclusive = deal.status === 'exclusive';
  const candidateIds =
    message.buyerIds ?? (exclusive ? await listFirstRefusalBuyerIds() : await findCandidateBuyerIds(deal));
  if (!message.buyerIds && candidateIds.length > LISTING_SLICE_BUYERS) {
    const slices = slicesOf(candidateIds, LISTING_SLICE_BUYERS);
    await enqueueAlertSlices(slices.map((buyerIds) => ({ ...message, buyerIds })));
    return { candidates: candidateIds.length, alerted: 0, slices: slices.length };
  }
  const [users, notInterested] = await Promise.all([
    getUsers(candidateIds),
    listNotInterestedBuyerIds(deal.dealId),
  ]);
  const buyers = users.filter(
    (buyer) =>
      buyer.userId !== deal.ownerId &&
      !notInterested.has(buyer.userId) &&
      buyer.accountStatus === 'active' &&
      (!exclusive || buyer.firstRightOfRefusal),
  );
  const dueAt = exclusive ? message.at : releaseDueAt(deal, message);
  const alerted = await alertBuyers(deal, buyers, dueAt, now);
  return { candidates: buyers.length, alerted, slices: 0 };
}

/**
 * Stores the alerts of the buyers the listing matches, then sends each one's e-mail (realtime) and
 * text, ALERT_SEND_CONCURRENCY at a time. A buyer whose send failed does not stop the others; the
 * message then fails as a whole and its retry sends only what is still unclaimed. Answers how many
 * alerts this call created.
 */
async function alertBuyers(
  deal: DealRecord,
  buyers: readonly UserRecord[],
  dueAt: string,
  now: Date,
): Promise<number> {
  const matched = buyers.flatMap((buyer) => {
    const alert = alertOf(deal, buyer, dueAt, now);
    return alert ? [{ buyer, alert }] : [];
  });
  const created = await createAlerts(matched.map(({ alert }) => alert));
  await recordDealNotifications(
    matched
      .filter(({ buyer }) => created.has(buyer.userId))
      .map(({ buyer, alert }) => ({
        dealId: deal.dealId,
        recipientId: buyer.userId,
        recipientName: personName(buyer),
        channel: 'inApp' as const,
        kind: alert.frequency === 'realtime' ? 'dealAlert' : 'dealDigest',
        sentAt: alert.createdAt,
      })),
  );
  const textSenders = await textSendersFor(matched.map(({ buyer }) => buyer));
  const text = listingText(deal);
  const failures: unknown[] = [];
  const emailed: DealNotificationEntry[] = [];
  await mapBounded(matched, env().ALERT_SEND_CONCURRENCY, async ({ buyer, alert }) => {
    try {
      // Also when the alert existed: a retry after a failed e-mail sends it now (the claim keeps it to one).
      if (alert.frequency === 'realtime') {
        const line = await deliverRealtimeAlert(buyer, toDeal(deal), alert, now);
        if (line) emailed.push(line);
      }
      // After the e-mail, so a text failure never holds it up; the text's claim keeps a retry to one text.
      // Whatever the e-mail frequency: a buyer who chose matches by text chose to hear of them at once.
      await textSenders.get(buyer.userId)?.(text, now);
    } catch (error) {
      failures.push(error);
    }
  });
  // The e-mails' history lines in one batch (25 to a write), also those sent before a failure.
  await recordDealNotifications(emailed);
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} buyer(s) of ${deal.dealId} could not be alerted`);
  }
  return created.size;
}

/** The buyer's alert of the listing, or null when it does not match them. */
function alertOf(deal: DealRecord, buyer: UserRecord, dueAt: string, now: Date): DealAlertRecord | null {
  const match = matchDeal(deal, { buyBox: buyer.buyBox, preferences: buyer.buyerPreferences });
  if (!match.matches) return null;
  // First-refusal buyers hear of every new listing at once: that is their privilege.
  const frequency = buyer.firstRightOfRefusal ? 'realtime' : alertFrequencyOf(buyer.buyerPreferences);
  // An alert recorded after its window closed (a slow queue) goes into the next digest, not nowhere.
  const windowInstant = new Date(Math.max(Date.parse(dueAt), now.getTime()));
  return {
    userId: buyer.userId,
    dealId: deal.dealId,
    reasons: match.reasons,
    frequency,
    channel: frequency === 'realtime' ? 'email' : 'digest',
    windowKey: frequency === 'realtime' ? null : windowContaining(frequency, windowInstant).key,
    dueAt,
    sentAt: null,
    createdAt: now.toISOString(),
  };
}

/** The text of a listing: a first look while it is exclusive, a match once it is active. */
const listingText = (deal: DealRecord): TextAlert => ({
  kind: deal.status === 'exclusive' ? 'firstRefusal' : 'dealMatch',
  eventId: deal.dealId,
  dealId: deal.dealId,
  city: deal.city,
  state: deal.state,
  price: deal.purchasePrice,
});
