/**
 * Records one page a signed-in user stayed on (docs/requirements.md#r3-10): loaded with the first
 * visit, so the app shell carries only the debounce that calls it (use-recent-page-recorder.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { RECENT_PAGE_TITLE_MAX_LENGTH, recentPageSchema, withRecentPage } from '#shared/users/recent-pages';
import { recentPageQueue } from './app-recent-page-queue';
import { recentPageRoute } from './recent-page-route';
import { RECENT_PAGES_QUERY_KEY, type RecentPagesAnswer } from './recent-pages-key';

/** What error pages (status pages, the route error) are drawn in. */
const ERROR_PAGE_SELECTOR = '.status-page';

/** The page's name from the document title "<page> · Dealflow". */
export function pageNameFromTitle(documentTitle: string, appName: string): string {
  const suffix = ` · ${appName}`;
  return documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
}

export interface Visit {
  userId: string;
  pathname: string;
  /** Path and query, as the list links to it. */
  url: string;
  appName: string;
  queryClient: QueryClient;
}

/**
 * Queues the visit and shows it on the cached list at once. Not found, no access, a page that
 * failed to load, and paths no page has, are not worth going back to: those are skipped.
 */
export function recordVisit({ userId, pathname, url, appName, queryClient }: Visit): void {
  if (document.querySelector(ERROR_PAGE_SELECTOR)) return;
  const route = recentPageRoute(pathname, queryClient);
  if (!route) return;
  const title =
    pageNameFromTitle(document.title, appName).trim().slice(0, RECENT_PAGE_TITLE_MAX_LENGTH) || pathname;
  const page = recentPageSchema.safeParse({ title, url, route });
  // A path the server would refuse is not worth a request.
  if (!page.success) return;
  recentPageQueue.add(userId, page.data);
  queryClient.setQueryData<RecentPagesAnswer>(RECENT_PAGES_QUERY_KEY, (list) =>
    list
      ? { items: withRecentPage(list.items, { ...page.data, visitedAt: new Date().toISOString() }) }
      : list,
  );
}
