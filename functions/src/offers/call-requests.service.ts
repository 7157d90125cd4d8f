/**
 * "Request a call" (docs/requirements.md#r2-4 schedule call): a buyer on a listing that takes offers
 * asks its seller, by e-mail in the seller's language, to call them back, with the buyer's name,
 * e-mail and phone. At most one request per buyer, listing and UTC day (claimed by a conditional
 * write before the e-mail is sent) and RATE_LIMITS.callRequestsPerBuyer a day in all; each sent
 * request is a line of the listing's notification history, which its seller sees.
 */
import type { CallRequestInput, CallRequestResult } from '#shared/offers/call-request';
import { notificationAddress } from '#shared/notifications/notification-api';
import { expressInterestRefusal } from '#shared/offers/offer-rules';
import { personName } from '#shared/users/person-name';
import { dealAddressOf } from '../db/entities/deal.entity';
import { loadVisibleDeal } from '../deals/deal-access';
import { env } from '../lib/env';
import { CallAlreadyRequestedError, DealNotFoundError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { sendEmail } from '../lib/mailer';
import { recordDealNotifications } from '../notifications/notification-log';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { findUser } from '../users/users.service';
import { callRequestEmail } from './call-request-email';
import { claimCallRequest, markCallRequestSent, releaseCallRequest } from './call-requests.repository';
import { buyerOf, refusalError } from './deal-flow-refusals';

const OWN_LISTING = 'You cannot request a call about your own listing.';

/** The listing's page, as the e-mail links to it. */
const listingUrl = (dealId: string) =>
  new URL(`/deals/${encodeURIComponent(dealId)}`, env().SITE_URL).toString();

/** POST /api/deals/{dealId}/call-requests: e-mails the seller; 409 on the day's second request. */
export async function requestCall(
  principal: Principal,
  dealId: string,
  body: CallRequestInput,
  now: Date,
): Promise<CallRequestResult> {
  const { deal, actor } = await loadVisibleDeal(principal, dealId);
  const refusal = expressInterestRefusal(deal.status, actor.isOwner);
  if (refusal) throw refusalError(refusal, OWN_LISTING);
  const seller = await findUser(deal.ownerId);
  // A seller who left cannot be called: the listing is as good as gone to the buyer.
  if (!seller || seller.accountStatus !== 'active') throw new DealNotFoundError();

  await enforceRateLimit('callRequestsPerBuyer', principal.userId, now);
  const claim = await claimCallRequest({ dealId, buyerId: principal.userId, sellerId: seller.userId }, now);
  if (!claim) throw new CallAlreadyRequestedError();

  const buyer = await buyerOf(principal);
  const email = callRequestEmail({
    to: seller.email,
    language: seller.languagePreference,
    facts: {
      address: notificationAddress(dealAddressOf(deal)),
      buyerName: personName(buyer) || buyer.email,
      buyerEmail: buyer.email,
      buyerPhone: buyer.phoneNumber,
      preferredTimes: body.preferredTimes || undefined,
      message: body.message || undefined,
    },
    listingUrl: listingUrl(dealId),
  });
  try {
    await sendEmail(email);
  } catch (error) {
    // SES refused it: nothing left, so the buyer may try again.
    await releaseCallRequest(claim, now.toISOString());
    throw error;
  }
  const sentAt = now.toISOString();
  await markCallRequestSent(claim, sentAt);
  await recordDealNotifications([
    {
      dealId,
      recipientId: seller.userId,
      recipientName: personName(seller),
      channel: 'email',
      kind: 'callRequested',
      sentAt,
    },
  ]);
  return { dealId, sentAt };
}
