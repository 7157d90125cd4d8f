/**
 * A buyer's "Not interested" answer on a listing (docs/buyer-matching.md "Not interested"): one item
 * per buyer and listing, under the listing's partition, so the listing's buyer list, its sends and
 * its alert fan-out read every answer of the listing with one Query.
 *
 * Access patterns:
 * - whether a buyer said it (deal detail): GetItem pk=DEAL#<dealId>, sk=NOT_INTERESTED#<buyerId>
 * - the listing's not-interested buyers (ranking, sends, alert fan-out): Query pk=DEAL#<dealId>,
 *   sk begins_with NOT_INTERESTED#
 * - say it: one transaction of the Put (idempotent) and the Delete of the buyer's alert of the
 *   listing (so their alert list, realtime send and digest no longer have it); take it back: Delete
 */
import { DEAL_PREFIX } from './deal.entity';

export const NOT_INTERESTED_ENTITY = 'NotInterested';

/** Sort-key prefix of a listing's not-interested answers. */
export const NOT_INTERESTED_PREFIX = 'NOT_INTERESTED#';

export const notInterestedKey = (dealId: string, buyerId: string) => ({
  pk: `${DEAL_PREFIX}${dealId}`,
  sk: `${NOT_INTERESTED_PREFIX}${buyerId}`,
});

/** The stored answer. */
export function toNotInterestedItem(dealId: string, buyerId: string, at: string) {
  return {
    ...notInterestedKey(dealId, buyerId),
    entity: NOT_INTERESTED_ENTITY,
    dealId,
    buyerId,
    createdAt: at,
  };
}
