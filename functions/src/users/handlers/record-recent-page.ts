import { recordRecentPage as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { recordRecentPage } from '../recent-pages.service';

/** POST /api/users/me/recent-pages: puts a page at the front of the caller's list. */
export const handler = createRouteHandler(route, async ({ principal, body }) => ({
  items: await recordRecentPage(principal.userId, body, new Date().toISOString()),
}));
