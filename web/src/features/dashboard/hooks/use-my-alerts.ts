/** The buyer's deal alerts on the dashboard (docs/requirements.md#r1-10), a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { listMyAlerts } from '#shared/api/routes/alerts.routes';
import { callRoute } from '../../../lib/api/app-api-client';

/** Alerts per page of the panel. */
export const MY_ALERTS_PAGE_SIZE = 10;

/** Under `deals`, so a change to any listing refreshes the statuses the panel shows. */
export const MY_ALERTS_QUERY_KEY = ['deals', 'my-alerts'] as const;

/** The caller's alerts, newest listing first, each with why it matched. */
export function useMyAlerts() {
  return useInfiniteQuery({
    queryKey: MY_ALERTS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listMyAlerts, {
        query: { limit: MY_ALERTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
