import { getAdminLesson as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getAdminLesson } from '../course-authoring.service';

/** GET /api/admin/training/lessons/{lessonId}: the lesson with its quiz answers, for the editor (admin). */
export const handler = createRouteHandler(route, ({ params }) => getAdminLesson(params.lessonId));
