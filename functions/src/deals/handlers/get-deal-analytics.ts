import { getDealAnalytics as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getDealAnalytics } from '../deal-activity.service';

/** GET /api/deals/{dealId}/analytics: totals and the last days of activity (its owner or an admin). */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  getDealAnalytics(principal, params.dealId, new Date()),
);
