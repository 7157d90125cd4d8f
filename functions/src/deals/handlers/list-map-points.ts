import { listMapPoints as route } from '#shared/api/routes/deals.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { enforceRateLimit } from '../../rate-limits/rate-limits.service';
import { browseViewerOf } from '../browse/browse.service';
import { mapPoints } from '../browse/map-points.service';

/** GET /api/deals/map-points: the listings matching the browse filters inside the map's view (no Scan). */
export const handler = createRouteHandler(route, async ({ principal, query }) => {
  // Counted before anything is read: a map answer may read up to MAP_POINTS_READ_BUDGET items.
  await enforceRateLimit('mapPointsPerUser', principal.userId, new Date());
  const { answer } = await mapPoints(await browseViewerOf(principal), query);
  return answer;
});
