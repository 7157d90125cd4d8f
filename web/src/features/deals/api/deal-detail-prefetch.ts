/**
 * Starts the listing page's request at boot, as soon as `/api/auth/me` has answered, rather than once
 * the page renders (docs/decisions/mobile-load-chain.md). Reading a listing counts a view, so it waits
 * for the signed-in user: a visitor the profile-completion rule sends elsewhere is never counted.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { User } from '#shared/users/user';
import { needsProfileRedirect } from '#shared/users/profile-completion';
import { pagePatterns } from '../../../lib/paths/paths';
import { hasReusableIdToken } from '../../../lib/session/id-token';
import { ME_QUERY_KEY } from '../../../lib/session/me-query';
import { dealDetailQueryOptions } from './deal-queries';

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
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== meQueryHash) return;
    const { status, data } = event.query.state;
    if (status === 'pending') return;
    unsubscribe();
    if (status !== 'success' || currentPathname() !== location.pathname) return;
    if (needsProfileRedirect(data as User, location.pathname, location.search)) return;
    void queryClient.prefetchQuery(dealDetailQueryOptions(dealId));
  });
}
