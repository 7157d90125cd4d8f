/**
 * Call request claims: one per buyer, listing and UTC day. The claim is created (conditional put)
 * before the e-mail to the seller is sent, so a double click, a retry or a second tab never e-mails
 * the seller twice in a day; a refused send drops it again so the buyer may retry.
 *
 * Access patterns:
 * - claim a request: conditional Put pk=CALL_REQUEST#<dealId>, sk=<buyerId>#<YYYY-MM-DD>
 *   (`attribute_not_exists(pk)`); the existing claim answers 409 CALL_ALREADY_REQUESTED
 * - mark it sent / release it after a refused send: UpdateItem / conditional DeleteItem on that key
 * Claims expire (TTL) two days after they were made: by then the day they guard is over.
 */
import { TTL_ATTRIBUTE } from '../table-definition';

export const CALL_REQUEST_ENTITY = 'CallRequest';

/** Days a claim is kept: past the UTC day it guards, wherever the buyer is. */
export const CALL_REQUEST_CLAIM_DAYS = 2;

/** The UTC calendar day (YYYY-MM-DD) a request at `at` counts on. */
export const callRequestDay = (at: Date) => at.toISOString().slice(0, 10);

/** The claim of one buyer's call request on one listing on one UTC day. */
export const callRequestKey = (dealId: string, buyerId: string, day: string) => ({
  pk: `CALL_REQUEST#${dealId}`,
  sk: `${buyerId}#${day}`,
});

/** A new claim: `sending` until the e-mail has left. */
export function toCallRequestClaimItem(
  request: { dealId: string; buyerId: string; sellerId: string },
  claimedAt: Date,
) {
  return {
    ...callRequestKey(request.dealId, request.buyerId, callRequestDay(claimedAt)),
    entity: CALL_REQUEST_ENTITY,
    ...request,
    state: 'sending' as const,
    claimedAt: claimedAt.toISOString(),
    [TTL_ATTRIBUTE]: Math.floor(claimedAt.getTime() / 1000) + CALL_REQUEST_CLAIM_DAYS * 24 * 60 * 60,
  };
}
