import { submitOffer as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { submitOffer } from '../offers.service';

/** POST /api/deals/{dealId}/offers: the caller offers on the listing. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  submitOffer(principal, params.dealId, body, new Date()),
);
