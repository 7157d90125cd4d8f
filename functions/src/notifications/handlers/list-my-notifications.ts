import { listMyNotifications as route } from '#shared/api/routes/notifications.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listMyNotifications } from '../notifications.service';

/** GET /api/users/me/notifications: the caller's in-app notifications and unread count. */
export const handler = createRouteHandler(route, ({ principal, query }) =>
  listMyNotifications(principal, query),
);
