/**
 * "Buyers for this deal" (docs/buyer-matching.md): the listing's ranked buyers a page at a time with
 * the seller's filters, every page for the CSV export, and "Send" to the chosen ones. Owner and
 * admins only: the API answers 403 to others.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { listDealBuyers, sendDealToBuyers } from '#shared/api/routes/buyer-matches.routes';
import {
  DEAL_BUYERS_MAX_PAGE_SIZE,
  type RankedBuyer,
  type SendToBuyersInput,
} from '#shared/buyer-matches/buyer-match-api';
import { callRoute } from '../../../lib/api/app-api-client';
import { readAllPages } from '../../../lib/api/read-all-pages';
import { retryUnlessFinal } from '../../../lib/query/retry-unless-final';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** The seller's filters: a lowest score (0 keeps everyone) and Certified Buyers only. */
export interface DealBuyersFilters {
  minScore: number;
  certifiedOnly: boolean;
}

export const NO_BUYER_FILTERS: DealBuyersFilters = { minScore: 0, certifiedOnly: false };

/** Rows per page on screen: enough for "Select top 10" on the first page. */
export const DEAL_BUYERS_PAGE_SIZE = 20;

/** The query string of a page: only the filters that narrow the list. */
const pageQuery = (filters: DealBuyersFilters, cursor: string | null, limit = DEAL_BUYERS_PAGE_SIZE) => ({
  limit,
  ...(cursor ? { cursor } : {}),
  ...(filters.minScore > 0 ? { minScore: filters.minScore } : {}),
  ...(filters.certifiedOnly ? { certifiedOnly: 'true' as const } : {}),
});

/** The listing's ranked buyers, best first, with the filters applied by the API. */
export function useDealBuyers(dealId: string, filters: DealBuyersFilters) {
  return useInfiniteQuery({
    queryKey: [...dealQueryKeys.buyers(dealId), filters],
    queryFn: ({ pageParam, signal }) =>
      callRoute(listDealBuyers, { params: { dealId }, query: pageQuery(filters, pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retry: retryUnlessFinal,
  });
}

/** Every ranked buyer the filters keep, best first. */
export const fetchAllDealBuyers = (dealId: string, filters: DealBuyersFilters): Promise<RankedBuyer[]> =>
  readAllPages((cursor) =>
    callRoute(listDealBuyers, {
      params: { dealId },
      query: pageQuery(filters, cursor, DEAL_BUYERS_MAX_PAGE_SIZE),
    }),
  );

/**
 * E-mails the listing to the chosen buyers. The ranking is stale afterwards (when each was last
 * sent, who can still be sent), and so is the listing's notification history.
 */
export function useSendToBuyers(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendToBuyersInput) => callRoute(sendDealToBuyers, { params: { dealId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealQueryKeys.buyers(dealId) }),
        queryClient.invalidateQueries({ queryKey: dealQueryKeys.notifications(dealId) }),
      ]),
  });
}
