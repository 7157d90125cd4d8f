import { removeTextNumber as route } from '#shared/api/routes/texting.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { removeTextNumber } from '../text-alerts.service';

/** DELETE /api/users/me/text-alerts/number: forgets the number; no more texts. */
export const handler = createRouteHandler(route, ({ principal }) =>
  removeTextNumber(principal.userId, new Date()),
);
