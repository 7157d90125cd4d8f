import { useInfiniteQuery } from '@tanstack/react-query';
import { listMyDeals } from '#shared/api/routes/deals.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** Listings per page of the dashboard table. */
export const MY_DEALS_PAGE_SIZE = 20;

/** The caller's listings with their counts, newest first, a page at a time ("Load more" follows the cursor). */
export function useMyDeals() {
  return useInfiniteQuery({
    queryKey: dealQueryKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listMyDeals, {
        query: { limit: MY_DEALS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
