import { browseDeals as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { browseDeals, browseViewerOf } from '../browse/browse.service';

/** GET /api/deals: one page of the listings the caller may see, for the query (no Scan). */
export const handler = createRouteHandler(route, async ({ principal, query }) => {
  const { page } = await browseDeals(await browseViewerOf(principal), query);
  return page;
});
