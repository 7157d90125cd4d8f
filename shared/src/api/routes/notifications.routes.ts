/**
 * Routes of notifications (docs/requirements.md#r1-10, docs/requirements.md#r4-4 "notifies both parties",
 * docs/requirements.md#r6-4 "notification history"): each user's in-app notifications with an unread count
 * and mark-as-read, and a listing's notification history for its owner or an admin. Docs:
 * docs/notifications.md.
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
import { featureRoutes } from '../route';

const route = featureRoutes('notifications');

const TABLE = ['table:read', 'table:write'] as const;

export const listMyNotifications = route({
  id: 'listMyNotifications',
  method: 'GET',
  path: '/api/users/me/notifications',
  auth: 'signed-in',
  summary: "The caller's in-app notifications, newest first, with how many are unread",
  request: { query: notificationPageQuerySchema },
  response: inAppNotificationPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const markNotificationRead = route({
  id: 'markNotificationRead',
  method: 'POST',
  path: '/api/users/me/notifications/{notificationId}/read',
  auth: 'signed-in',
  summary: "Marks one of the caller's notifications read (idempotent); answers the unread count",
  request: { params: notificationParamsSchema },
  response: markNotificationsReadResultSchema,
  successStatus: 200,
  grants: TABLE,
});

export const markAllNotificationsRead = route({
  id: 'markAllNotificationsRead',
  method: 'POST',
  path: '/api/users/me/notifications/read',
  auth: 'signed-in',
  summary: 'Marks every unread notification of the caller read; answers how many changed',
  request: {},
  response: markNotificationsReadResultSchema,
  successStatus: 200,
  grants: TABLE,
});

export const listDealNotifications = route({
  id: 'listDealNotifications',
  method: 'GET',
  path: '/api/deals/{dealId}/notifications',
  auth: DEAL_MANAGERS,
  summary:
    "A listing's notification history: who was notified about it, when, by which channel and why, newest first (its owner or an admin)",
  request: { params: dealParamsSchema, query: notificationPageQuerySchema },
  response: dealNotificationPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

/** The notifications routes, in the order the OpenAPI document lists them. */
export const notificationsRoutes = [
  listMyNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  listDealNotifications,
] as const;
