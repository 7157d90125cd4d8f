import { setLessonSettings as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setLessonSettings } from '../course-authoring.service';

/** PUT /api/admin/training/lessons/{lessonId}/settings: publish, require, by the course-change rule (admin). */
export const handler = createRouteHandler(route, ({ params, body }) =>
  setLessonSettings(params.lessonId, body, new Date()),
);
