import { decideRoleRequest as route } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { decideRoleRequest } from '../../users/role-requests.service';

/** PUT /api/admin/role-requests/{userId}/{role}: approves or denies a pending role request. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  decideRoleRequest(principal, params.userId, params.role, body.decision, new Date()),
);
