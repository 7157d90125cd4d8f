import { markNotificationRead as route } from '#shared/api/routes/notifications.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { markNotificationRead } from '../notifications.service';

/** POST /api/users/me/notifications/{notificationId}/read: marks one notification read. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  markNotificationRead(principal, params.notificationId, new Date()),
);
