/**
 * Sending alerts (docs/alerts.md "Delivery"): a realtime alert on its own as soon as it is due (up
 * to the buyer's hourly number; the rest fold into the next daily digest), and the daily and weekly
 * digests of a window: the scheduled jobs enqueue slices of the window's buyers, the alerts consumer
 * sends each slice. Never twice: a realtime alert is
 * claimed (its `sentAt` set conditionally) before its e-mail goes, a digest is claimed per buyer and
 * window (a conditional put). Listings no longer open to buyers (ALERTABLE_STATUSES) are dropped at
 * send time.
 */
import {
  digestWindow,
  windowContaining,
  type DigestFrequency,
  type DigestWindow,
} from '#shared/alerts/alert-frequency';
import { ALERTABLE_STATUSES } from '#shared/alerts/deal-match';
import type { Deal } from '#shared/deals/deal-api';
import type { DealAlertRecord } from '../db/entities/alert.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { getListings } from '../deals/deal-lookups';
import { env } from '../lib/env';
import { mapBounded } from '../lib/map-bounded';
import { sendEmail } from '../lib/mailer';
import { type DealNotificationEntry, recordDealNotifications } from '../notifications/notification-log';
import { takeAllowance } from '../rate-limits/rate-limits.service';
import { getUsers } from '../users/users.service';
import { digestEmail, realtimeAlertEmail } from './alert-email';
import {
  claimAlertSend,
  claimDigest,
  foldAlertIntoDigest,
  listDigestAlertsOf,
  listDigestBuyerIds,
  markDigestAlertsSent,
  releaseAlertSend,
  releaseDigest,
} from './alerts.repository';
import { personName } from '#shared/users/person-name';
import { DIGEST_SLICE_BUYERS, type DigestSliceMessage, enqueueAlertSlices, slicesOf } from './alerts-queue';

/** The buyer takes alerts by e-mail (the preferences' "notification by e-mail", on by default). */
const wantsEmail = (buyer: UserRecord) => buyer.buyerPreferences?.notifyByEmail ?? true;

/**
 * E-mails one realtime alert unless it was sent already or the listing closed. Past the buyer's
 * hourly number of realtime e-mails, the alert waits for the next daily digest instead. Answers the
 * history line of the e-mail sent (null when none went), for the caller to record with the others
 * of its slice in one batch.
 */
export async function deliverRealtimeAlert(
  buyer: UserRecord,
  deal: Deal,
  alert: Pick<DealAlertRecord, 'dealId' | 'reasons'>,
  now: Date,
): Promise<DealNotificationEntry | null> {
  if (!ALERTABLE_STATUSES.includes(deal.status) || !wantsEmail(buyer)) return null;
  const at = now.toISOString();
  if (!(await claimAlertSend(buyer.userId, deal.dealId, at))) return null;
  // Counted only once claimed, so a retried message never counts one alert twice.
  if (!(await takeAllowance('realtimeAlertEmail', buyer.userId, now))) {
    await foldAlertIntoDigest(buyer.userId, deal.dealId, at, windowContaining('daily', now).key);
    return null;
  }
  try {
    await sendEmail(
      realtimeAlertEmail({
        to: buyer.email,
        language: buyer.languagePreference,
        siteUrl: env().SITE_URL,
        item: { deal, reasons: alert.reasons },
      }),
    );
  } catch (error) {
    // Given back, so the queue's retry sends it.
    await releaseAlertSend(buyer.userId, deal.dealId, at);
    throw error;
  }
  return {
    dealId: deal.dealId,
    recipientId: buyer.userId,
    recipientName: personName(buyer),
    channel: 'email',
    kind: 'dealAlert',
    sentAt: at,
  };
}

/** What a digest run did: the window, and the buyers and slices it enqueued. */
export interface DigestOutcome {
  window: DigestWindow;
  /** Buyers with unsent alerts in the window. */
  buyers: number;
  /** Slice messages enqueued, each sending up to DIGEST_SLICE_BUYERS digests. */
  slices: number;
}

/**
 * The digest job (daily or weekly) for the last whole period before `now`: it only pages the
 * window's buyers and enqueues one message per slice of them; the alerts consumer sends each slice
 * (sendDigestSlice), so no run grows with the number of buyers past one Query and a few sends.
 */
export async function sendDigests(frequency: DigestFrequency, now: Date): Promise<DigestOutcome> {
  const window = digestWindow(frequency, now);
  const buyerIds = await listDigestBuyerIds(window.key);
  const slices = slicesOf(buyerIds, DIGEST_SLICE_BUYERS);
  await enqueueAlertSlices(
    slices.map((slice) => ({ digest: frequency, windowKey: window.key, buyerIds: slice })),
  );
  return { window, buyers: buyerIds.length, slices: slices.length };
}

/** What one digest slice did. */
export interface DigestSliceOutcome {
  /** Buyers e-mailed by this run. */
  sent: number;
  /** Buyers whose digest of this window had gone already. */
  alreadySent: number;
}

/**
 * Sends the digests of one slice of a window's buyers, ALERT_SEND_CONCURRENCY at a time. Each is
 * claimed before it goes, so a redelivered slice sends nothing twice; if SES refuses one, its claim
 * is given back, the others still go, and the slice fails so the queue's retry sends the rest.
 */
export async function sendDigestSlice(message: DigestSliceMessage, now: Date): Promise<DigestSliceOutcome> {
  const { digest: frequency, windowKey } = message;
  const alerts = await listDigestAlertsOf(windowKey, message.buyerIds);
  const byBuyer = new Map<string, DealAlertRecord[]>();
  for (const alert of alerts) byBuyer.set(alert.userId, [...(byBuyer.get(alert.userId) ?? []), alert]);
  const buyers = new Map((await getUsers([...byBuyer.keys()])).map((buyer) => [buyer.userId, buyer]));
  const { listings } = await getListings([...new Set(alerts.map((alert) => alert.dealId))]);
  const outcome: DigestSliceOutcome = { sent: 0, alreadySent: 0 };
  const failures: unknown[] = [];
  const history: DealNotificationEntry[] = [];
  await mapBounded([...byBuyer], env().ALERT_SEND_CONCURRENCY, async ([userId, buyerAlerts]) => {
    const buyer = buyers.get(userId);
    if (!buyer || buyer.accountStatus !== 'active' || !wantsEmail(buyer)) return;
    const items = buyerAlerts.flatMap((alert) => {
      const deal = listings.get(alert.dealId);
      return deal && ALERTABLE_STATUSES.includes(deal.status) ? [{ deal, alert }] : [];
    });
    if (items.length === 0) return;
    try {
      const lines = await sendDigest(buyer, frequency, windowKey, items, now);
      if (lines) {
        outcome.sent += 1;
        history.push(...lines);
      } else outcome.alreadySent += 1;
    } catch (error) {
      // One buyer's failure does not hold up the others; the slice fails and its retry sends it.
      failures.push(error);
    }
  });
  // The slice's history lines in one batch (25 to a write), also those sent before a failure.
  await recordDealNotifications(history);
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} digest(s) of ${windowKey} could not be sent`);
  }
  return outcome;
}

/** Claims, sends and marks one buyer's digest; answers its history lines, or null when it went already. */
async function sendDigest(
  buyer: UserRecord,
  frequency: DigestFrequency,
  windowKey: string,
  items: { deal: Deal; alert: DealAlertRecord }[],
  now: Date,
): Promise<DealNotificationEntry[] | null> {
  const at = now.toISOString();
  const dealIds = items.map((item) => item.deal.dealId);
  if (!(await claimDigest(buyer.userId, windowKey, at, dealIds))) return null;
  try {
    await sendEmail(
      digestEmail({
        to: buyer.email,
        language: buyer.languagePreference,
        siteUrl: env().SITE_URL,
        frequency,
        items: items.map(({ deal, alert }) => ({ deal, reasons: alert.reasons })),
      }),
    );
  } catch (error) {
    await releaseDigest(buyer.userId, windowKey);
    throw error;
  }
  await markDigestAlertsSent(
    items.map((item) => item.alert),
    at,
  );
  return dealIds.map((dealId) => ({
    dealId,
    recipientId: buyer.userId,
    recipientName: personName(buyer),
    channel: 'email' as const,
    kind: 'dealDigest',
    sentAt: at,
  }));
}
