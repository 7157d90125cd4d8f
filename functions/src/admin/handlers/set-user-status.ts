import { setUserStatus as route } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { requireAdminMfa } from '../../users/mfa.service';
import { setUserStatus } from '../../users/user-admin.service';

/** PUT /api/admin/users/{userId}/status: deactivates or reactivates a user. */
export const handler = createRouteHandler(route, async ({ principal, params, body }) => {
  await requireAdminMfa(principal);
  return setUserStatus(principal, params.userId, body.accountStatus, new Date().toISOString());
});
