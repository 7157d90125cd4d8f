import { getUserTextAlerts as route } from '#shared/api/routes/texting.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getUserTextAlerts } from '../text-alerts.service';

/** GET /api/admin/users/{userId}/text-alerts: whether a user's texts are on, never the number. */
export const handler = createRouteHandler(route, ({ params }) =>
  getUserTextAlerts(params.userId, new Date()),
);
