import { getTrainingStats as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getTrainingStats } from '../training-stats.service';

/** GET /api/admin/training/stats: counters per course and lesson (admin). */
export const handler = createRouteHandler(route, () => getTrainingStats());
