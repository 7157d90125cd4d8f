import { updateTextAlerts as route } from '#shared/api/routes/texting.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { updateTextAlerts } from '../text-alerts.service';

/** PUT /api/users/me/text-alerts: saves what comes by text and the quiet hours. */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  updateTextAlerts(principal.userId, body, new Date()),
);
