import { expressInterest as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { expressInterest } from '../interests.service';

/** PUT /api/deals/{dealId}/interest: the caller is interested in the listing (idempotent). */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  expressInterest(principal, params.dealId, new Date()),
);
