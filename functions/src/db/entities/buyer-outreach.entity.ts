/**
 * "Send to chosen buyers" (docs/buyer-matching.md "Sends and caps"): what was e-mailed to whom.
 *
 * - A send claim per listing and buyer: pk=DEAL#<dealId>, sk=OUTREACH#<buyerId>, created by a
 *   conditional put (`attribute_not_exists(pk)`) BEFORE the e-mail, so a listing is sent to a buyer
 *   once, whoever sends and however often; `state` sending → sent (db/claims.ts), released when
 *   the e-mail provider refused it. The listing's sends: Query pk=DEAL#<dealId>, sk begins_with OUTREACH#.
 * - A per-buyer window item: pk=USER#<buyerId>, sk=OUTREACH_WINDOW, holding the times of the sends
 *   the buyer received in the last OUTREACH_WINDOW_DAYS and a `version`; a send takes a slot by an
 *   update conditioned on the version it read, so parallel sends of any sellers never pass
 *   OUTREACH_MAX_PER_BUYER. Expires (TTL) a window after its last send. The page's buyers: BatchGet.
 */
import { TTL_ATTRIBUTE } from '../table-definition';
import { DEAL_PREFIX } from './deal.entity';
import { USER_PREFIX } from './user.entity';

export const BUYER_OUTREACH_ENTITY = 'BuyerOutreach';
export const OUTREACH_WINDOW_ENTITY = 'OutreachWindow';

/** Sort-key prefix of a listing's send claims. */
export const OUTREACH_PREFIX = 'OUTREACH#';

export const buyerOutreachKey = (dealId: string, buyerId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${OUTREACH_PREFIX}${buyerId}`,
});

/** A new send claim: `sending` until the e-mail has left. */
export function toBuyerOutreachClaimItem(
  send: { dealId: string; buyerId: string; senderId: string },
  claimedAt: string,
) {
  return {
    ...buyerOutreachKey(send.dealId, send.buyerId),
    entity: BUYER_OUTREACH_ENTITY,
    ...send,
    state: 'sending' as const,
    claimedAt,
  };
}

export const outreachWindowKey = (buyerId: string) => ({
  pk: `${USER_PREFIX}${buyerId}`,
  sk: 'OUTREACH_WINDOW',
});

/**
 * The buyer's window item after a change: its recent send times, the next version, and its expiry
 * (a window after its last send, or after `at` when none is left).
 */
export function toOutreachWindowItem(
  buyerId: string,
  sentTimes: readonly string[],
  version: number,
  window: { days: number; at: Date },
) {
  const last = Math.max(window.at.getTime(), ...sentTimes.map((time) => Date.parse(time)));
  return {
    ...outreachWindowKey(buyerId),
    entity: OUTREACH_WINDOW_ENTITY,
    buyerId,
    sentTimes: [...sentTimes],
    version,
    [TTL_ATTRIBUTE]: Math.floor(last / 1000) + window.days * 24 * 60 * 60,
  };
}
