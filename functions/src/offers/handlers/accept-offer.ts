import { acceptOffer as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { acceptOffer } from '../offers.service';

/** POST /api/deals/{dealId}/offers/{offerId}/accept: accepts the offer; the listing goes pending. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  acceptOffer(principal, params.dealId, params.offerId, new Date()),
);
