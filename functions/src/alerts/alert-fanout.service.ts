/**
 * Who hears of a listing, and when (docs/alerts.md "Flows"). Runs in the alerts queue's consumer,
 * for a listing that was listed or turned active:
 * - exclusive: only buyers with first right of refusal (read from their index partition), at once
 *   and by e-mail whatever their frequency;
 * - active: every buyer whose buy box or preferences name its ZIP or city (the alert index), due
 *   at once for a listing listed active, else at min(end of the delay, the moment it turned active).
 * Each buyer is matched with matchDeal; an alert is stored once per buyer and listing (a message
 * handled twice creates nothing new), and realtime alerts are e-mailed straight away, and texted to
 * buyers who chose texts (docs/text-alerts.md: a first look while exclusive, a match once active).
 */
import { alertFrequencyOf, windowContaining } from '#shared/alerts/alert-frequency';
import { ALERTABLE_STATUSES, matchDeal } from '#shared/alerts/deal-match';
import { toDeal, type DealRecord } from '../db/entities/deal.entity';
import type { DealAlertRecord } from '../db/entities/alert.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { findDeal } from '../deals/deal-lookups';
import { recordDealNotifications } from '../notifications/notification-log';
import { deliverRealtimeAlert } from './alert-delivery.service';
import { findCandidateBuyerIds, listFirstRefusalBuyerIds } from './alert-index.repository';
import { createAlert } from './alerts.repository';
import type { AlertsQueueMessage } from './alerts-queue';
import { releaseDueAt } from './first-refusal';
import { deliverText, type TextAlert } from '../texting/text-delivery.service';
import { getUsers } from '../users/users.service';
import { personName } from '#shared/users/person-name';

/** What one message did, for the logs and the tests. */
export interface FanOutOutcome {
  candidates: number;
  alerted: number;
}

/** Handles one alerts queue message. */
export async function fanOutListing(message: AlertsQueueMessage, now: Date): Promise<FanOutOutcome> {
  const deal = await findDeal(message.dealId);
  if (!deal || !ALERTABLE_STATUSES.includes(deal.status)) return { candidates: 0, alerted: 0 };
  const exclusive = deal.status === 'exclusive';
  const candidateIds = exclusive ? await listFirstRefusalBuyerIds() : await findCandidateBuyerIds(deal);
  const buyers = (await getUsers(candidateIds)).filter(
    (buyer) =>
      buyer.userId !== deal.ownerId &&
      buyer.accountStatus === 'active' &&
      (!exclusive || buyer.firstRightOfRefusal),
  );
  const dueAt = exclusive ? message.at : releaseDueAt(deal, message);
  let alerted = 0;
  for (const buyer of buyers) {
    if (await alertBuyer(deal, buyer, dueAt, now)) alerted += 1;
  }
  return { candidates: buyers.length, alerted };
}

/** Alerts one buyer when the listing matches them; true when a new alert was stored. */
async function alertBuyer(deal: DealRecord, buyer: UserRecord, dueAt: string, now: Date): Promise<boolean> {
  const match = matchDeal(deal, { buyBox: buyer.buyBox, preferences: buyer.buyerPreferences });
  if (!match.matches) return false;
  // First-refusal buyers hear of every new listing at once: that is their privilege.
  const frequency = buyer.firstRightOfRefusal ? 'realtime' : alertFrequencyOf(buyer.buyerPreferences);
  const at = now.toISOString();
  // An alert recorded after its window closed (a slow queue) goes into the next digest, not nowhere.
  const windowInstant = new Date(Math.max(Date.parse(dueAt), now.getTime()));
  const alert: DealAlertRecord = {
    userId: buyer.userId,
    dealId: deal.dealId,
    reasons: match.reasons,
    frequency,
    channel: frequency === 'realtime' ? 'email' : 'digest',
    windowKey: frequency === 'realtime' ? null : windowContaining(frequency, windowInstant).key,
    dueAt,
    sentAt: null,
    createdAt: at,
  };
  const created = await createAlert(alert);
  if (created) {
    await recordDealNotifications([
      {
        dealId: deal.dealId,
        recipientId: buyer.userId,
        recipientName: personName(buyer),
        channel: 'inApp',
        kind: frequency === 'realtime' ? 'dealAlert' : 'dealDigest',
        sentAt: at,
      },
    ]);
  }
  // Also when the alert existed: a retry after a failed e-mail sends it now (the claim keeps it to one).
  if (frequency === 'realtime') await deliverRealtimeAlert(buyer, toDeal(deal), alert, now);
  // After the e-mail, so a text failure never holds it up; the text's claim keeps a retry to one text.
  if (frequency === 'realtime') await deliverText(buyer, listingText(deal), now);
  return created;
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
