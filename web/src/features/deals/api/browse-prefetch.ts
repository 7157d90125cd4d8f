/** Starts the browse page's first request at boot, keyed exactly as the page's own query. */
import type { QueryClient } from '@tanstack/react-query';
import { hasReusableIdToken } from '../../../lib/session/id-token';
import { preloadListingPhoto } from '../../../components/listing-photo';
import { parseBrowseFilters, parseBrowseView } from '../browse-params';
import { CARD_PHOTO_SIZES } from '../photo-sizes';
import { browseDealsQueryOptions } from './deal-queries';

/**
 * Fetches the first page of results for the browse URL's `search` into the cache the page reads. Only
 * with a token that needs no renewal: anything else is the session's job, and the page's own query
 * runs once the session is settled, as without a prefetch.
 */
export async function prefetchBrowseDeals(queryClient: QueryClient, search: string): Promise<void> {
  if (!hasReusableIdToken()) return;
  const params = new URLSearchParams(search);
  const options = browseDealsQueryOptions(parseBrowseFilters(params));
  await queryClient.prefetchInfiniteQuery(options);
  // The first card's cover is the page's largest paint: it starts now, not once the cards render.
  const view = parseBrowseView(params);
  const cover = queryClient
    .getQueryData(options.queryKey)
    ?.pages[0]?.items.find((deal) => deal.coverPhotoKey)?.coverPhotoKey;
  if (cover && view !== 'map') preloadListingPhoto(cover, CARD_PHOTO_SIZES[view]);
}
