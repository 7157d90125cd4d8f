import { updateMyRoles as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { updateMyRoles } from '../my-roles.service';

/** PATCH /api/users/me/roles: drops and given roles at once, other adds as requests to an admin. */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  updateMyRoles(principal, body, new Date()),
);
