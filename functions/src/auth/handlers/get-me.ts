import { getMe } from '#shared/api/routes/auth.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getCurrentUser, toUserResponse } from '../../users/users.service';

/** GET /api/auth/me: the signed-in user, created from the token on the first call. */
export const handler = createRouteHandler(getMe, async ({ principal }) =>
  toUserResponse(await getCurrentUser(principal, new Date().toISOString())),
);
