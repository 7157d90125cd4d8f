/**
 * The notification routes: a user's in-app notifications (newest first, with the unread count)
 * and mark read, and a listing's notification history for its owner or an admin (docs/requirements.md#r6-4).
 */
import {
  NOTIFICATION_PAGE_SIZE,
  UNREAD_COUNT_CAP,
  type InAppNotificationPage,
  type MarkNotificationsReadResult,
  type NotificationPageQuery,
} from '#shared/notifications/notification-api';
import { loadManagedDeal } from '../deals/deal-access';
import { NotFoundError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import {
  countUnread,
  listDealNotifications,
  listNotifications,
  listUnreadIds,
  markRead,
} from './notifications.repository';

const pageOptions = (query: NotificationPageQuery) => ({
  cursor: query.cursor,
  limit: query.limit ?? NOTIFICATION_PAGE_SIZE,
});

/** GET /api/users/me/notifications. */
export async function listMyNotifications(
  principal: Principal,
  query: NotificationPageQuery,
): Promise<InAppNotificationPage> {
  const [page, unreadCount] = await Promise.all([
    listNotifications(principal.userId, pageOptions(query)),
    countUnread(principal.userId, UNREAD_COUNT_CAP),
  ]);
  return { ...page, unreadCount };
}

/** POST /api/users/me/notifications/{notificationId}/read: idempotent; 404 for another's or none. */
export async function markNotificationRead(
  principal: Principal,
  notificationId: string,
  now: Date,
): Promise<MarkNotificationsReadResult> {
  const outcome = await markRead(principal.userId, notificationId, now.toISOString());
  if (outcome === 'notFound') throw new NotFoundError('Notification not found.');
  return {
    marked: outcome === 'marked' ? 1 : 0,
    unreadCount: await countUnread(principal.userId, UNREAD_COUNT_CAP),
  };
}

/** POST /api/users/me/notifications/read: every unread notification, through the unread index. */
export async function markAllNotificationsRead(
  principal: Principal,
  now: Date,
): Promise<MarkNotificationsReadResult> {
  const at = now.toISOString();
  let marked = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listUnreadIds(principal.userId, startKey);
    const outcomes = await Promise.all(page.ids.map((id) => markRead(principal.userId, id, at)));
    marked += outcomes.filter((outcome) => outcome === 'marked').length;
    startKey = page.next;
  } while (startKey);
  return { marked, unreadCount: await countUnread(principal.userId, UNREAD_COUNT_CAP) };
}

/** GET /api/deals/{dealId}/notifications: the listing's history (owner or admin; 403 otherwise). */
export async function listDealNotificationHistory(
  principal: Principal,
  dealId: string,
  query: NotificationPageQuery,
) {
  await loadManagedDeal(principal, dealId);
  return listDealNotifications(dealId, pageOptions(query));
}
