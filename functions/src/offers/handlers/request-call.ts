import { requestCall as route } from '#shared/api/routes/offers.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { requestCall } from '../call-requests.service';

/** POST /api/deals/{dealId}/call-requests: e-mails the listing's seller the caller's call request. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  requestCall(principal, params.dealId, body, new Date()),
);
