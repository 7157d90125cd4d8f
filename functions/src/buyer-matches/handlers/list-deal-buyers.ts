import { listDealBuyers as route } from '#shared/api/routes/buyer-matches.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listDealBuyers } from '../buyer-ranking.service';

/** GET /api/deals/{dealId}/buyers: the listing's ranked buyers (owner or admin). */
export const handler = createRouteHandler(route, ({ principal, params, query }) =>
  listDealBuyers(principal, params.dealId, query, new Date()),
);
