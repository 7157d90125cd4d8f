import { confirmTextNumber as route } from '#shared/api/routes/texting.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { confirmTextNumber } from '../text-alerts.service';

/** POST /api/users/me/text-alerts/number/confirm: confirms the pending number with its code. */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  confirmTextNumber(principal.userId, body.code, new Date()),
);
