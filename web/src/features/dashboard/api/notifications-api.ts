/**
 * The signed-in user's in-app notifications (docs/notifications.md): newest first a page
 * at a time with the unread count, and mark read (one or all). No polling (docs/requirements.md#r7-4): the
 * list is read when the dashboard opens and after each change.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '#shared/api/routes/notifications.routes';
import { callRoute } from '../../../lib/api/app-api-client';

export const MY_NOTIFICATIONS_QUERY_KEY = ['users', 'me', 'notifications'] as const;

/** Notifications per page on the dashboard. */
export const NOTIFICATIONS_PANEL_PAGE_SIZE = 10;

export function useMyNotifications() {
  return useInfiniteQuery({
    queryKey: MY_NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listMyNotifications, {
        query: {
          limit: NOTIFICATIONS_PANEL_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Marks one notification read, or every one when `notificationId` is null; then reads the list again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string | null) =>
      notificationId
        ? callRoute(markNotificationRead, { params: { notificationId } })
        : callRoute(markAllNotificationsRead),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_NOTIFICATIONS_QUERY_KEY }),
  });
}
