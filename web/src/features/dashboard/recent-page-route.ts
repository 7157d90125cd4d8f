/**
 * Which page a visit was, for the recent pages list (docs/requirements.md#r3-10): the page pattern's
 * name and the values it was shown with, so the list words each entry in the reader's language
 * (`recent.routes.<name>` in dashboard.json), not in the language of the visit. Loaded with the
 * first visit recorded, not with the app shell.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { DealDetail } from '#shared/deals/deal-api';
import type { RecentPageRoute } from '#shared/users/recent-pages';
import { dealQueryKeys } from '../../domain/deals/deal-query-keys';
import { pagePatterns } from '../../lib/paths/paths';

type PageName = keyof typeof pagePatterns;

/** Most specific first, so `/deals/new` is not read as the listing "new". */
const MATCH_ORDER = (Object.keys(pagePatterns) as PageName[])
  .filter((name) => name !== 'notFound')
  .sort((a, b) => Number(pagePatterns[a].includes(':')) - Number(pagePatterns[b].includes(':')));

/** A listing's address, from whichever read of it the page made (listing page, offers, analytics). */
function listingAddress(queryClient: QueryClient, dealId: string): string | undefined {
  for (const key of [dealQueryKeys.detail(dealId), dealQueryKeys.managedListing(dealId)]) {
    const address = queryClient.getQueryData<DealDetail>(key)?.deal.streetAddress;
    if (address) return address;
  }
  return undefined;
}

/** The page at `pathname`, or null for a path no page pattern matches (the not-found page). */
export function recentPageRoute(pathname: string, queryClient: QueryClient): RecentPageRoute | null {
  for (const name of MATCH_ORDER) {
    const match = matchPath(pagePatterns[name], pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.params)) if (value) params[key] = value;
    const address = params.dealId ? listingAddress(queryClient, params.dealId) : undefined;
    return { name, params: address ? { ...params, address } : params };
  }
  return null;
}

/**
 * What `t` the list needs: a translation with values, answering '' when there is none. The key is
 * built from a stored name, so it is a plain string, not one of the typed keys.
 */
type Translate = (key: string, values: Record<string, string>) => string;

/**
 * The entry's title in the reader's language: its page's translated name with the values it was
 * shown with, or, for an entry without a page (older ones) or a page without a name, its stored title.
 */
export function recentPageTitle(
  entry: { title: string; route?: RecentPageRoute },
  translate: Translate,
): string {
  const { route } = entry;
  // A listing's page is named by its address: without it (not read yet at the visit) the title stays.
  if (!route || (route.params.dealId && !route.params.address)) return entry.title;
  return translate(`recent.routes.${route.name}`, { ...route.params, defaultValue: '' }) || entry.title;
}
