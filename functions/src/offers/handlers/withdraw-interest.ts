import { withdrawInterest as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { withdrawInterest } from '../interests.service';

/** DELETE /api/deals/{dealId}/interest: withdraws the caller's interest (idempotent). */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  withdrawInterest(principal, params.dealId),
);
