import { updateSellerPreferences } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setSellerPreferences, toUserResponse } from '../users.service';

/** PUT /api/users/me/seller-preferences: replaces the caller's seller preferences. */
export const handler = createRouteHandler(updateSellerPreferences, async ({ principal, body }) =>
  toUserResponse(await setSellerPreferences(principal, body, new Date().toISOString())),
);
