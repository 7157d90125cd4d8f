import { getDeal as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getDeal } from '../deals.service';

/** GET /api/deals/{dealId}: a listing, its seller and what the caller may do; counts a view. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  getDeal(principal, params.dealId, new Date()),
);
