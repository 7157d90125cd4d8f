import { deleteDeal as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { softDeleteDeal } from '../deal-status.service';

/** DELETE /api/deals/{dealId}: soft-deletes a listing (its owner or an admin). */
export const handler = createRouteHandler(route, ({ principal, params, query }) =>
  softDeleteDeal(
    principal,
    params.dealId,
    { confirmCloseOffers: query.confirmCloseOffers === 'true' },
    new Date(),
  ),
);
