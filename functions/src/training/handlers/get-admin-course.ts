import { getAdminCourse as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getAdminCourse } from '../course-authoring.service';

/** GET /api/admin/training/lessons: every lesson in order, the version rule and the valid badges (admin). */
export const handler = createRouteHandler(route, () => getAdminCourse());
