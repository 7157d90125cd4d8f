/**
 * What the first page of a visit needs, started at boot beside `/config.json` and `/api/auth/me`
 * instead of after them (docs/decisions/mobile-load-chain.md): the route's chunk, its translation
 * namespaces and, for the browse page and a listing of a signed-in visitor, its first request.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { TranslationNamespace } from '../lib/i18n/namespaces';
import { pagePatterns } from '../lib/paths/paths';
import { prefetchBrowseDeals } from '../features/deals/api/browse-prefetch';
import { prefetchDealDetailAfterMe } from '../features/deals/api/deal-detail-prefetch';
import { loadBrowsePage, loadDealDetailPage, loadHomePage } from './page-modules';

/** Where the visit started (`window.location`'s parts the prefetches read). */
export type BootLocation = Pick<Location, 'pathname' | 'search'>;

/** One page's boot work: its chunk, its namespaces, and its data once the API client exists. */
export interface RoutePreload {
  namespaces: TranslationNamespace[];
  /** Starts the route's chunk (the same `import()` its lazy route calls). */
  load: () => Promise<unknown>;
  /**
   * Starts the page's first request; called once the API client is configured. Part of the first
   * download, so the request, then the photo of the largest paint, wait on no chunk of their own.
   */
  prefetch?: (queryClient: QueryClient, location: BootLocation) => void;
}

const browse: RoutePreload = {
  namespaces: ['deals'],
  load: loadBrowsePage,
  prefetch: (queryClient, { search }) => void prefetchBrowseDeals(queryClient, search),
};

const dealDetail: RoutePreload = {
  // `offers`: a buyer's actions on the listing suspend the page until it is there.
  namespaces: ['deals', 'offers'],
  load: loadDealDetailPage,
  // Waits for `/api/auth/me` inside: reading a listing counts a view.
  prefetch: prefetchDealDetailAfterMe,
};

/** First match wins: `/deals/new` is the editor, not a listing. */
const PRELOADS: [pattern: string, preload: RoutePreload | null][] = [
  [pagePatterns.home, { namespaces: ['home'], load: loadHomePage }],
  [pagePatterns.deals, browse],
  [pagePatterns.listings, browse],
  [pagePatterns.newDeal, null],
  [pagePatterns.dealDetail, dealDetail],
];

/** The boot work for `pathname`, or null for pages that load as they render. */
export function findRoutePreload(pathname: string): RoutePreload | null {
  const match = PRELOADS.find(([pattern]) => matchPath(pattern, pathname));
  return match?.[1] ?? null;
}
