import { createLesson as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { createLesson } from '../course-authoring.service';

/** POST /api/admin/training/lessons: an unpublished lesson at the end of the course (admin). */
export const handler = createRouteHandler(route, ({ body }) => createLesson(body, new Date()));
