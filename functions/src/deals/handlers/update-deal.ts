import { updateDeal as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { updateDeal } from '../deals.service';

/** PUT /api/deals/{dealId}: replaces a listing's fields (its owner or an admin). */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  updateDeal(principal, params.dealId, body, new Date()),
);
