import { updateCompany as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { toUserResponse, updateCompany } from '../users.service';

/** PUT /api/users/me/company: company name, phone and e-mail. */
export const handler = createRouteHandler(route, async ({ principal, body }) =>
  toUserResponse(await updateCompany(principal, body, new Date().toISOString())),
);
