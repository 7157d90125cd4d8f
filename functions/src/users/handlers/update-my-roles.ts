import { updateMyRoles as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { toUserResponse, updateMyRoles } from '../users.service';

/** PATCH /api/users/me/roles: adds or drops buyer and originator for the caller. */
export const handler = createRouteHandler(route, async ({ principal, body }) =>
  toUserResponse(await updateMyRoles(principal, body, new Date().toISOString())),
);
