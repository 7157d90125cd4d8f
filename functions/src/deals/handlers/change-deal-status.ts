import { changeDealStatus as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { changeDealStatus } from '../deal-status.service';

/** POST /api/deals/{dealId}/status: a status change along the transition table. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  changeDealStatus(principal, params.dealId, body, new Date()),
);
