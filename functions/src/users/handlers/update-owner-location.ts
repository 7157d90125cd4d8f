import { updateOwnerLocation as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setOwnerLocation } from '../owner-location.service';
import { toUserResponse } from '../users.service';

/** PUT /api/users/me/owner-location: whether the caller appears on the Owners Club map, and where. */
export const handler = createRouteHandler(route, async ({ principal, body }) =>
  toUserResponse(await setOwnerLocation(principal, body, new Date().toISOString())),
);
