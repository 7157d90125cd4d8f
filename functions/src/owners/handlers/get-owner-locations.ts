import { getOwnerLocations as route } from '#shared/api/routes/owners.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getOwnerLocations } from '../owner-locations.service';

/** GET /api/owners/locations: the Owners Club members who chose to appear, per ZIP. */
export const handler = createRouteHandler(route, () => getOwnerLocations());
