import { updateBuyerPreferences } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setBuyerPreferences, toUserResponse } from '../users.service';

/** PUT /api/users/me/buyer-preferences: replaces the caller's buyer preferences. */
export const handler = createRouteHandler(updateBuyerPreferences, async ({ principal, body }) =>
  toUserResponse(await setBuyerPreferences(principal, body, new Date().toISOString())),
);
