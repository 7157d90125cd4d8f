import { markAllNotificationsRead as route } from '#shared/api/routes/notifications.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { markAllNotificationsRead } from '../notifications.service';

/** POST /api/users/me/notifications/read: marks every unread notification of the caller read. */
export const handler = createRouteHandler(route, ({ principal }) =>
  markAllNotificationsRead(principal, new Date()),
);
