import { queryOptions } from '@tanstack/react-query';
import { listRecentPages } from '#shared/api/routes/users.routes';
import { callRoute } from '../../lib/api/app-api-client';
import { recentPageQueue } from './app-recent-page-queue';
import { RECENT_PAGES_QUERY_KEY, type RecentPagesAnswer } from './recent-pages-key';

/**
 * The user's recent pages. Visits still queued are sent first, and that request's answer is the
 * list, so the page just visited is on it (one request either way).
 */
export const recentPagesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: RECENT_PAGES_QUERY_KEY,
    queryFn: async ({ signal }): Promise<RecentPagesAnswer> => {
      const sent = userId === null ? null : await recentPageQueue.flush(userId).catch(() => null);
      return sent ? { items: sent } : callRoute(listRecentPages, { signal });
    },
  });
