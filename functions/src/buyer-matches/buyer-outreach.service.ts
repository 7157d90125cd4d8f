/**
 * "Send to chosen buyers" (docs/buyer-matching.md "Sends and caps"): the listing's owner or an admin
 * e-mails an exclusive or active listing to chosen buyers, each in their language. Per chosen buyer,
 * in this order: a current candidate (else `notACandidate`), not Not interested (`notInterested`),
 * the listing not yet sent to them (a claim per listing+buyer, by a conditional write before the
 * e-mail: `alreadySent`), and a slot of their OUTREACH_MAX_PER_BUYER in OUTREACH_WINDOW_DAYS across
 * all sellers (a versioned write on the buyer's window item: `weeklyCap`). Each e-mail is a line of
 * the listing's notification history. RATE_LIMITS.buyerSendsPerSeller bounds one seller's sends.
 */
import {
  notInterestedPath,
  type SendToBuyersInput,
  type SendToBuyersResult,
} from '#shared/buyer-matches/buyer-match-api';
import { notificationAddress, notificationPath } from '#shared/notifications/notification-api';
import { acceptsOffers } from '#shared/offers/offer-rules';
import { personName } from '#shared/users/person-name';
import { dealAddressOf, type DealRecord } from '../db/entities/deal.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { loadManagedDeal } from '../deals/deal-access';
import { env } from '../lib/env';
import { DealNotTakingOffersError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { sendEmail } from '../lib/mailer';
import { recordDealNotifications, type DealNotificationEntry } from '../notifications/notification-log';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { findUser, getUsers } from '../users/users.service';
import { isCandidateBuyer } from './buyer-candidates';
import { buyerOutreachEmail } from './buyer-outreach-email';
import {
  claimOutreach,
  giveBackOutreachSlot,
  markOutreachSent,
  releaseOutreach,
  takeOutreachSlot,
} from './buyer-outreach.repository';
import { findCandidateBuyerIds } from '../alerts/alert-index.repository';
import { listNotInterestedBuyerIds } from './not-interested.repository';

type SkipReason = SendToBuyersResult['skipped'][number]['reason'];

const siteLink = (path: string) => new URL(path, env().SITE_URL).toString();

/** How the seller signs the e-mail: their company, else their name. */
const senderNameOf = (seller: UserRecord | null, principal: Principal) =>
  seller?.companyName || (seller ? personName(seller) : personName(principal)) || 'A Dealflow seller';

/** POST /api/deals/{dealId}/buyers/send. */
export async function sendDealToBuyers(
  principal: Principal,
  dealId: string,
  body: SendToBuyersInput,
  now: Date,
): Promise<SendToBuyersResult> {
  const { deal } = await loadManagedDeal(principal, dealId);
  if (!acceptsOffers(deal.status)) throw new DealNotTakingOffersError();
  await enforceRateLimit('buyerSendsPerSeller', principal.userId, now, { uses: body.buyerIds.length });

  const [indexed, notInterested, chosen, seller] = await Promise.all([
    findCandidateBuyerIds(deal),
    listNotInterestedBuyerIds(dealId),
    getUsers(body.buyerIds),
    findUser(deal.ownerId),
  ]);
  const inIndex = new Set(indexed);
  const users = new Map(chosen.map((user) => [user.userId, user]));
  const sender = senderNameOf(seller, principal);

  const sent: string[] = [];
  const skipped: SendToBuyersResult['skipped'] = [];
  const history: DealNotificationEntry[] = [];
  for (const buyerId of body.buyerIds) {
    const buyer = users.get(buyerId);
    const skip: SkipReason | null =
      !buyer || !inIndex.has(buyerId) || !isCandidateBuyer(buyer, deal)
        ? 'notACandidate'
        : notInterested.has(buyerId)
          ? 'notInterested'
          : await sendTo(deal, buyer, { senderId: principal.userId, sender, note: body.note }, now);
    if (skip) {
      skipped.push({ userId: buyerId, reason: skip });
    } else {
      sent.push(buyerId);
      history.push({
        dealId,
        recipientId: buyerId,
        recipientName: personName(buyer!),
        channel: 'email',
        kind: 'buyerOutreach',
        sentAt: now.toISOString(),
      });
    }
  }
  await recordDealNotifications(history);
  return { sent, skipped };
}

/**
 * Claims, takes a weekly slot and e-mails one buyer: null when sent, else why not. A refused e-mail
 * gives both back (nothing was sent) and fails the request, so the seller may try again.
 */
async function sendTo(
  deal: DealRecord,
  buyer: UserRecord,
  from: { senderId: string; sender: string; note?: string },
  now: Date,
): Promise<SkipReason | null> {
  const claimedAt = now.toISOString();
  const claim = await claimOutreach(
    { dealId: deal.dealId, buyerId: buyer.userId, senderId: from.senderId },
    claimedAt,
  );
  if (!claim) return 'alreadySent';
  if (!(await takeOutreachSlot(buyer.userId, now))) {
    await releaseOutreach(claim, claimedAt);
    return 'weeklyCap';
  }
  const email = buyerOutreachEmail({
    to: buyer.email,
    language: buyer.languagePreference,
    facts: {
      address: notificationAddress(dealAddressOf(deal)),
      purchasePrice: deal.purchasePrice,
      sellerName: from.sender,
      note: from.note || undefined,
    },
    listingUrl: siteLink(notificationPath('buyer', deal.dealId)),
    notInterestedUrl: siteLink(notInterestedPath(deal.dealId)),
  });
  try {
    await sendEmail(email);
  } catch (error) {
    await giveBackOutreachSlot(buyer.userId, now);
    await releaseOutreach(claim, claimedAt);
    throw error;
  }
  await markOutreachSent(claim, now.toISOString());
  return null;
}
