/** What the offer and interest lists share: page options from the query, and the listing of a row. */
import {
  DEAL_FLOW_PAGE_SIZE,
  type DealFlowDeal,
  type DealFlowListQuery,
} from '../../../shared/src/offers/offer-schema';
import { toDealSummary, type DealRecord } from '../db/entities/deal.entity';

/** Newest first unless the query asks for the oldest first; DEAL_FLOW_PAGE_SIZE by default. */
export const pageOptions = (query: DealFlowListQuery) => ({
  cursor: query.cursor,
  limit: query.limit ?? DEAL_FLOW_PAGE_SIZE,
  ascending: query.sort === 'oldest',
});

/** The listing as a buyer's own lists show it: its address, its status now and its cover photo. */
export function dealFlowDealOf(deal: DealRecord): DealFlowDeal {
  const summary = toDealSummary(deal, false);
  return {
    dealId: deal.dealId,
    streetAddress: deal.streetAddress,
    city: deal.city,
    state: deal.state,
    zipCode: deal.zipCode,
    status: deal.status,
    coverPhotoKey: summary.coverPhotoKey,
  };
}
