import { getTextAlerts as route } from '#shared/api/routes/texting.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getTextAlerts } from '../text-alerts.service';

/** GET /api/users/me/text-alerts: the caller's text alert settings. */
export const handler = createRouteHandler(route, ({ principal }) =>
  getTextAlerts(principal.userId, new Date()),
);
