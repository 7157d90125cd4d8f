import { getZipDemand as route } from '#shared/api/routes/demand.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getZipDemand } from '../zip-demand.service';

/** GET /api/zip/{zipCode}/analytics: one ZIP's figures, trend, listings and nearby demand (sellers, owners, admins). */
export const handler = createRouteHandler(route, ({ params }) => getZipDemand(params.zipCode));
