import { declineOffer as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { declineOffer } from '../offer-decisions.service';

/** POST /api/deals/{dealId}/offers/{offerId}/decline: the seller declines a pending offer. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  declineOffer(principal, params.dealId, params.offerId, new Date()),
);
