import { listRoleRequests } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listPendingRoleRequests } from '../../users/role-requests.service';

/** GET /api/admin/role-requests: pending role requests, oldest first. */
export const handler = createRouteHandler(listRoleRequests, ({ query }) => listPendingRoleRequests(query));
