/** Starts the browse page's first request at boot, keyed exactly as the page's own query. */
import type { QueryClient } from '@tanstack/react-query';
import { hasReusableIdToken } from '../../../lib/session/id-token';
import { parseBrowseFilters } from '../browse-params';
import { browseDealsQueryOptions } from './deal-queries';

/**
 * Fetches the first page of results for the browse URL's `search` into the cache the page reads. Only
 * with a token that needs no renewal: anything else is the session's job, and the page's own query
 * runs once the session is settled, as without a prefetch.
 */
export async function prefetchBrowseDeals(queryClient: QueryClient, search: string): Promise<void> {
  if (!hasReusableIdToken()) return;
  await queryClient.prefetchInfiniteQuery(
    browseDealsQueryOptions(parseBrowseFilters(new URLSearchParams(search))),
  );
}
