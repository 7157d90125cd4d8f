import { markNotInterested as route } from '#shared/api/routes/buyer-matches.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { markNotInterested } from '../not-interested.service';

/** PUT /api/deals/{dealId}/not-interested: the caller is not interested in the listing. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  markNotInterested(principal, params.dealId, new Date()),
);
