import { setUserStatus as route } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setUserStatus } from '../../users/user-admin.service';

/** PUT /api/admin/users/{userId}/status: deactivates or reactivates a user. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  setUserStatus(principal, params.userId, body.accountStatus, new Date().toISOString()),
);
