import { setProfileImage as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setProfileImage } from '../uploads.service';
import { toUserResponse } from '../users.service';

/** PUT /api/users/me/images: sets an uploaded image as logo or picture, or removes it. */
export const handler = createRouteHandler(route, async ({ principal, body }) =>
  toUserResponse(await setProfileImage(principal, body, new Date().toISOString())),
);
