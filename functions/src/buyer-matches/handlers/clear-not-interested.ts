import { clearNotInterested as route } from '#shared/api/routes/buyer-matches.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { clearNotInterested } from '../not-interested.service';

/** DELETE /api/deals/{dealId}/not-interested: takes back the caller's not-interested answer. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  clearNotInterested(principal, params.dealId),
);
