import { listRecentPages as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listRecentPages } from '../recent-pages.service';

/** GET /api/users/me/recent-pages: newest first, at most 10. */
export const handler = createRouteHandler(route, async ({ principal }) => ({
  items: await listRecentPages(principal.userId),
}));
