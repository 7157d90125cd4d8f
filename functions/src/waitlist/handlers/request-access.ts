import { requestAccess } from '#shared/api/routes/waitlist.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { requestAccess as join } from '../waitlist.service';
import { clientIp } from '../../lib/http/client-ip';

/** POST /api/auth/public-request-access: joins the waitlist (public). */
export const handler = createRouteHandler(requestAccess, ({ body, event }) =>
  join(body, clientIp(event), new Date()),
);
