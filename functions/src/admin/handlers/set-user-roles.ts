import { setUserRoles as route } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { requireAdminMfa } from '../../users/mfa.service';
import { setUserRoles } from '../../users/user-admin.service';

/** PUT /api/admin/users/{userId}/roles: sets a user's roles. */
export const handler = createRouteHandler(route, async ({ principal, params, body }) => {
  await requireAdminMfa(principal);
  return setUserRoles(principal, params.userId, body.roles, new Date().toISOString());
});
