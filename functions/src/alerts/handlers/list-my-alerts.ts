import { listMyAlerts as route } from '#shared/api/routes/alerts.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listMyAlerts } from '../alerts.service';

/** GET /api/users/me/alerts: the caller's deal alerts, newest listing first. */
export const handler = createRouteHandler(route, ({ principal, query }) => listMyAlerts(principal, query));
