/**
 * Starts the listing page's request at boot, as soon as `/api/auth/me` has answered, rather than once
 * the page renders (docs/decisions/mobile-load-chain.md). Reading a listing counts a view, so it waits
 * for the signed-in user: a visitor the profile-completion rule sends elsewhere is never counted.
 */
import { hashKey, type QueryClient, type QueryState } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { User } from '#shared/users/user';
import { needsProfileRedirect } from '#shared/users/profile-completion';
import { preloadListingPhoto } from '../../../components/listing-photo';
import { pagePatterns } from '../../../lib/paths/paths';
import { hasReusableIdToken } from '../../../lib/session/id-token';
import { ME_QUERY_KEY } from '../../../lib/session/me-query';
import { SLIDE_SIZES } from '../photo-sizes';
import { dealDetailQueryOptions } from './deal-queries';

/** Reads the listing, then starts its cover, the carousel's first slide and the page's largest paint. */
async function readListingAndCover(queryClient: QueryClient, dealId: string): Promise<void> {
  const options = dealDetailQueryOptions(dealId);
  await queryClient.prefetchQuery(options);
  const deal = queryClient.getQueryData(options.queryKey)?.deal;
  const cover = deal?.photos?.[deal.coverPhotoIndex ?? 0];
  if (cover) preloadListingPhoto(cover, SLIDE_SIZES);
}

/**
 * Fetches the listing at `location` into the cache its page reads, once the session's own `me`
 * request succeeds for a user who stays on the page (docs/requirements.md#r4-7). Only with a token
 * that needs no renewal (as the browse prefetch), and only while the visitor is still there: a
 * failed `me`, a redirect or a page left in the meantime leave the request to the page, which then
 * asks only if it renders.
 */
export function prefetchDealDetailAfterMe(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  currentPathname: () => string = () => window.location.pathname,
): void {
  const dealId = matchPath(pagePatterns.dealDetail, location.pathname)?.params.dealId;
  if (!dealId || !hasReusableIdToken()) return;
  const meQueryHash = hashKey(ME_QUERY_KEY);
  const readListingFor = ({ status, data }: QueryState) => {
    if (status !== 'success' || currentPathname() !== location.pathname) return;
    if (needsProfileRedirect(data as User, location.pathname, location.search)) return;
    void readListingAndCover(queryClient, dealId);
  };
  // `me` starts at boot (boot-me.ts) and may have answered before this module arrived.
  const settled = queryClient.getQueryState(ME_QUERY_KEY);
  if (settled && settled.fetchStatus === 'idle' && settled.status !== 'pending') {
    readListingFor(settled);
    return;
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== meQueryHash) return;
    if (event.query.state.status === 'pending') return;
    unsubscribe();
    readListingFor(event.query.state);
  });
}
