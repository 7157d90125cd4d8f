import { listDealStatusHistory as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getStatusHistory } from '../deals.service';

/** GET /api/deals/{dealId}/status-history: oldest first (its owner or an admin). */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  getStatusHistory(principal, params.dealId),
);
