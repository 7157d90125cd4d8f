import { setUserRoles as route } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setUserRoles } from '../../users/user-admin.service';

/** PUT /api/admin/users/{userId}/roles: sets a user's roles. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  setUserRoles(principal, params.userId, body.roles, new Date().toISOString()),
);
