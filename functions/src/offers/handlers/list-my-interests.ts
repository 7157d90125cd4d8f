import { listMyInterests as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listMyInterests } from '../interests.service';

/** GET /api/users/me/interests: the caller's interests, newest first. */
export const handler = createRouteHandler(route, ({ principal, query }) => listMyInterests(principal, query));
