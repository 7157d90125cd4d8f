/**
 * Routes of notifications (issue #5, SPEC §4 "notifies both parties", §6 "notification history"):
 * each user's in-app notifications with an unread count and mark-as-read, and a listing's
 * notification history for its owner or an admin. Docs: docs/notifications.md.
 */
import { dealParamsSchema } from '#shared/deals/deal-api';
import {
  dealNotificationPageSchema,
  inAppNotificationPageSchema,
  markNotificationsReadResultSchema,
  notificationPageQuerySchema,
  notificationParamsSchema,
} from '#shared/notifications/notification-api';
import { DEAL_MANAGERS } from '#shared/users/roles';
import { defineRoute } from '../route';

const TABLE = ['table:read', 'table:write'] as const;

export const listMyNotifications = defineRoute({
  id: 'listMyNotifications',
  method: 'GET',
  path: '/api/users/me/notifications',
  auth: 'signed-in',
  handler: 'notifications/handlers/list-my-notifications',
  summary: "The caller's in-app notifications, newest first, with how many are unread",
  tag: 'notifications',
  request: { query: notificationPageQuerySchema },
  response: inAppNotificationPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const markNotificationRead = defineRoute({
  id: 'markNotificationRead',
  method: 'POST',
  path: '/api/users/me/notifications/{notificationId}/read',
  auth: 'signed-in',
  handler: 'notifications/handlers/mark-notification-read',
  summary: "Marks one of the caller's notifications read (idempotent); answers the unread count",
  tag: 'notifications',
  request: { params: notificationParamsSchema },
  response: markNotificationsReadResultSchema,
  successStatus: 200,
  grants: TABLE,
});

export const markAllNotificationsRead = defineRoute({
  id: 'markAllNotificationsRead',
  method: 'POST',
  path: '/api/users/me/notifications/read',
  auth: 'signed-in',
  handler: 'notifications/handlers/mark-all-notifications-read',
  summary: 'Marks every unread notification of the caller read; answers how many changed',
  tag: 'notifications',
  request: {},
  response: markNotificationsReadResultSchema,
  successStatus: 200,
  grants: TABLE,
});

export const listDealNotifications = defineRoute({
  id: 'listDealNotifications',
  method: 'GET',
  path: '/api/deals/{dealId}/notifications',
  auth: DEAL_MANAGERS,
  handler: 'notifications/handlers/list-deal-notifications',
  summary:
    "A listing's notification history: who was notified about it, when, by which channel and why, newest first (its owner or an admin)",
  tag: 'notifications',
  request: { params: dealParamsSchema, query: notificationPageQuerySchema },
  response: dealNotificationPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});
