import { updateLesson as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { updateLesson } from '../course-authoring.service';

/** PUT /api/admin/training/lessons/{lessonId}: new words and quiz over the revision edited (admin). */
export const handler = createRouteHandler(route, ({ params, body }) =>
  updateLesson(params.lessonId, body, new Date()),
);
