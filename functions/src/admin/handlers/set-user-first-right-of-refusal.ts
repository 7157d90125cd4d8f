import { setUserFirstRightOfRefusal as route } from '#shared/api/routes/admin.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { requireAdminMfa } from '../../users/mfa.service';
import { setUserFirstRightOfRefusal } from '../../users/user-admin.service';

/** PUT /api/admin/users/{userId}/first-right-of-refusal: grants or takes away first right of refusal. */
export const handler = createRouteHandler(route, async ({ principal, params, body }) => {
  await requireAdminMfa(principal);
  return setUserFirstRightOfRefusal(params.userId, body.firstRightOfRefusal, new Date().toISOString());
});
