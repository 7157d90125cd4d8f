import { startTextNumber as route } from '#shared/api/routes/texting.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { startTextNumber } from '../text-alerts.service';

/** POST /api/users/me/text-alerts/number: texts a confirmation code to a new number. */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  startTextNumber(principal.userId, body, new Date()),
);
