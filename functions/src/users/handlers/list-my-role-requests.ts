import { listMyRoleRequests as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { pendingRolesOf } from '../role-requests.service';

/** GET /api/users/me/role-requests: the roles the caller asked for that wait for an admin. */
export const handler = createRouteHandler(route, async ({ principal }) => ({
  pendingRoles: await pendingRolesOf(principal.userId),
}));
