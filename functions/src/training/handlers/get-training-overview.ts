import { getTrainingOverview as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getTrainingOverview } from '../training.service';

/** GET /api/training: the published course, the caller's progress and badge. */
export const handler = createRouteHandler(route, ({ principal, query }) =>
  getTrainingOverview(principal, query, new Date()),
);
