import { deleteDeal as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { softDeleteDeal } from '../deal-status.service';

/** DELETE /api/deals/{dealId}: soft-deletes a listing (its owner or an admin). */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  softDeleteDeal(principal, params.dealId, new Date()),
);
