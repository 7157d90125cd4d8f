import { sendDealToBuyers as route } from '#shared/api/routes/buyer-matches.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { sendDealToBuyers } from '../buyer-outreach.service';

/** POST /api/deals/{dealId}/buyers/send: e-mails the listing to chosen buyers (owner or admin). */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  sendDealToBuyers(principal, params.dealId, body, new Date()),
);
