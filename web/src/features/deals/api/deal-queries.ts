/** React Query access to the buyer-facing deal routes: browse pages and one listing. */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { browseDeals, getDeal, listMapPoints } from '#shared/api/routes/deals.routes';
import type { GeoBox } from '#shared/geo/geohash';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { shouldRetryQuery } from '../../../lib/query/query-client';
import { toBrowseQuery, type BrowseFilters } from '../browse-params';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** Browse result keys, under `deals` like every listing key, so a favourite change can find them all. */
export const browseQueryKeys = {
  all: ['deals', 'browse'] as const,
  pages: (filters: BrowseFilters) => ['deals', 'browse', toBrowseQuery(filters)] as const,
};

/** The first and later browse pages of `filters`: the page's query, and what boot prefetches. */
export const browseDealsQueryOptions = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: browseQueryKeys.pages(filters),
    queryFn: ({ pageParam, signal }) =>
      callRoute(browseDeals, {
        query: { ...toBrowseQuery(filters), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Browse results, a page at a time ("Load more" fetches the next cursor). */
export function useBrowseDeals(filters: BrowseFilters) {
  return useInfiniteQuery({
    ...browseDealsQueryOptions(filters),
    // The previous results stay on screen while a changed filter loads.
    placeholderData: keepPreviousData,
  });
}

/** The browse filters of the map's points: a map has no sort. */
function mapFilterQuery(filters: BrowseFilters) {
  const { sort: _sort, ...query } = toBrowseQuery(filters);
  return query;
}

/** Map point keys, under `deals` so a listing change refreshes them, apart from the browse pages. */
export const mapPointQueryKeys = {
  view: (filters: BrowseFilters, box: GeoBox | null) =>
    ['deals', 'map-points', mapFilterQuery(filters), box] as const,
};

/**
 * Every listing matching the filters inside the map's view (up to the API's cap), once the map has
 * said what its view is; the previous points stay while a moved view loads.
 */
export function useMapPoints(filters: BrowseFilters, box: GeoBox | null) {
  return useQuery({
    queryKey: mapPointQueryKeys.view(filters, box),
    queryFn: ({ signal }) =>
      callRoute(listMapPoints, {
        // Only called once enabled, with a box.
        query: { ...mapFilterQuery(filters), ...box! },
        signal,
      }),
    enabled: box !== null,
    placeholderData: keepPreviousData,
  });
}

/** True when the API said the listing does not exist (or is not visible to the caller). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.code === 'DEAL_NOT_FOUND');
}

/** Reads one listing with its seller and what the caller may do. */
export const fetchDealDetail = (dealId: string, signal?: AbortSignal) =>
  callRoute(getDeal, { params: { dealId }, signal });

/** One listing with its seller and what the caller may do; a 404 is final, not retried. */
export const dealDetailQueryOptions = (dealId: string) =>
  queryOptions({
    queryKey: dealQueryKeys.detail(dealId),
    queryFn: ({ signal }) => fetchDealDetail(dealId, signal),
    retry: (failureCount, error) => !isNotFound(error) && shouldRetryQuery(failureCount, error),
  });

/** The listing page's query (what boot prefetches, docs/decisions/mobile-load-chain.md). */
export function useDealDetail(dealId: string) {
  return useQuery(dealDetailQueryOptions(dealId));
}
