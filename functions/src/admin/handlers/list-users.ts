import { listUsers } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { searchUsers } from '../../users/user-admin.service';

/** GET /api/admin/users: users by e-mail, or by e-mail or last-name prefix. */
export const handler = createRouteHandler(listUsers, ({ query }) => searchUsers(query));
