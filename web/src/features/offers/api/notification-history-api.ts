/**
 * A listing's notification history (docs/requirements.md#r6-4, owner and admins only; docs/notifications.md):
 * who was notified about it, when, by which channel and why, newest first, a page at a time.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { listDealNotifications } from '#shared/api/routes/notifications.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

export const NOTIFICATION_HISTORY_PAGE_SIZE = 50;

export function useNotificationHistory(dealId: string) {
  return useInfiniteQuery({
    queryKey: dealQueryKeys.notifications(dealId),
    queryFn: ({ pageParam, signal }) =>
      callRoute(listDealNotifications, {
        params: { dealId },
        query: { limit: NOTIFICATION_HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
