import { updateBuyBox } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setBuyBox, toUserResponse } from '../users.service';

/** PUT /api/users/me/buy-box: replaces the caller's buy box. */
export const handler = createRouteHandler(updateBuyBox, async ({ principal, body }) =>
  toUserResponse(await setBuyBox(principal, body, new Date().toISOString())),
);
