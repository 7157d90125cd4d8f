/**
 * The buyer's own offers and interests on the dashboard (docs/requirements.md#r1-9), a page at a time, and
 * the withdrawal of a pending offer.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { listMyInterests, listMyOffers, withdrawOffer } from '#shared/api/routes/offers.routes';
import type { MyOffer } from '#shared/offers/offer-schema';
import { callRoute } from '../../../lib/api/app-api-client';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** Rows per page of "My offers" and "My interests". */
export const MY_DEAL_FLOW_PAGE_SIZE = 10;

const pageQuery = (cursor: string | null) => ({
  limit: MY_DEAL_FLOW_PAGE_SIZE,
  ...(cursor ? { cursor } : {}),
});

/** The caller's offers, newest first, with each listing's status now. */
export function useMyOffers() {
  return useInfiniteQuery({
    queryKey: dealQueryKeys.myOffers,
    queryFn: ({ pageParam, signal }) => callRoute(listMyOffers, { query: pageQuery(pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The listings the caller is interested in, newest first. */
export function useMyInterests() {
  return useInfiniteQuery({
    queryKey: dealQueryKeys.myInterests,
    queryFn: ({ pageParam, signal }) => callRoute(listMyInterests, { query: pageQuery(pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Withdraws one of the caller's pending offers; every listing view is stale after it. */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: Pick<MyOffer, 'dealId' | 'offerId'>) =>
      callRoute(withdrawOffer, { params: { dealId: offer.dealId, offerId: offer.offerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealQueryKeys.all }),
  });
}
