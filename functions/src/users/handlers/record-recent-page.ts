import { recordRecentPage as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { recordRecentPages } from '../recent-pages.service';

/** POST /api/users/me/recent-pages: puts the client's batch of visits at the front of the caller's list. */
export const handler = createRouteHandler(route, async ({ principal, body }) => ({
  items: await recordRecentPages(principal.userId, body.pages, new Date().toISOString()),
}));
