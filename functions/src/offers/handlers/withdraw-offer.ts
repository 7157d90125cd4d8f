import { withdrawOffer as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { withdrawOffer } from '../offer-decisions.service';

/** POST /api/deals/{dealId}/offers/{offerId}/withdraw: the buyer withdraws their pending offer. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  withdrawOffer(principal, params.dealId, params.offerId, new Date()),
);
