import { listDealOffers as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listDealOffers } from '../offers.service';

/** GET /api/deals/{dealId}/offers: the received offers table (owner or admin). */
export const handler = createRouteHandler(route, ({ principal, params, query }) =>
  listDealOffers(principal, params.dealId, query),
);
