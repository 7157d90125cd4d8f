import { setUserFirstRightOfRefusal as route } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setUserFirstRightOfRefusal } from '../../users/user-admin.service';

/** PUT /api/admin/users/{userId}/first-right-of-refusal: grants or takes away first right of refusal. */
export const handler = createRouteHandler(route, ({ params, body }) =>
  setUserFirstRightOfRefusal(params.userId, body.firstRightOfRefusal, new Date().toISOString()),
);
