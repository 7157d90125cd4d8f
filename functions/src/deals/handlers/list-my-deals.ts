import { listMyDeals as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listMyDeals } from '../deals.service';

/** GET /api/users/me/deals: the caller's listings, newest first (the seller's dashboard). */
export const handler = createRouteHandler(route, ({ principal, query }) => listMyDeals(principal, query));
