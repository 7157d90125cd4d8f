import { getTrainingLesson as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getTrainingLesson } from '../training.service';

/** GET /api/training/lessons/{lessonId}: one published lesson to read. */
export const handler = createRouteHandler(route, ({ principal, params, query }) =>
  getTrainingLesson(principal, params.lessonId, query, new Date()),
);
