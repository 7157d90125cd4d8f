import { getBuyerDemand as route } from '#shared/api/routes/demand.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getBuyerDemand } from '../buyer-demand.service';

/** GET /api/buyers/demand: every ZIP with buyers of a segment, optionally in one state (sellers, owners, admins). */
export const handler = createRouteHandler(route, ({ query }) => getBuyerDemand(query));
