import { updateProfile as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { toUserResponse, updateProfile } from '../users.service';

/** PUT /api/users/me/profile: names, phone, call-booking link and language. */
export const handler = createRouteHandler(route, async ({ principal, body }) =>
  toUserResponse(await updateProfile(principal, body, new Date().toISOString())),
);
