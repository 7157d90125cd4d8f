/** What the offer and interest lists share: page options from the query, and the listing of a row. */
import { DEAL_FLOW_PAGE_SIZE, type DealFlowDeal, type DealFlowListQuery } from '#shared/offers/offer-schema';
import { coverPhotoKeyOf, dealAddressOf, type DealRecord } from '../db/entities/deal.entity';

/** Newest first unless the query asks for the oldest first; DEAL_FLOW_PAGE_SIZE by default. */
export const pageOptions = (query: DealFlowListQuery) => ({
  cursor: query.cursor,
  limit: query.limit ?? DEAL_FLOW_PAGE_SIZE,
  ascending: query.sort === 'oldest',
});

/** The listing as a buyer's own lists show it: its address, its status now and its cover photo. */
export const dealFlowDealOf = (deal: DealRecord): DealFlowDeal => ({
  dealId: deal.dealId,
  ...dealAddressOf(deal),
  status: deal.status,
  coverPhotoKey: coverPhotoKeyOf(deal),
});
