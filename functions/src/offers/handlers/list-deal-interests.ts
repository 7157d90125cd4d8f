import { listDealInterests as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listDealInterests } from '../interests.service';

/** GET /api/deals/{dealId}/interests: the interested buyers table (owner or admin). */
export const handler = createRouteHandler(route, ({ principal, params, query }) =>
  listDealInterests(principal, params.dealId, query),
);
