import { createDeal as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { createDeal } from '../deals.service';

/** POST /api/deals: lists a deal for the caller. */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  createDeal(principal, body, new Date()),
);
