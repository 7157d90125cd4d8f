import { listMyOffers as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listMyOffers } from '../offers.service';

/** GET /api/users/me/offers: the caller's offers, newest first. */
export const handler = createRouteHandler(route, ({ principal, query }) => listMyOffers(principal, query));
