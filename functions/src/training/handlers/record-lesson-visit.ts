import { recordLessonVisit as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { recordLessonVisit } from '../training.service';

/** POST /api/training/lessons/{lessonId}/visits: the lesson started, the place to resume. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  recordLessonVisit(principal, params.lessonId, new Date()),
);
