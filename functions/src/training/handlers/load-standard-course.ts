import { loadStandardCourse as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { loadStandardCourse } from '../standard-course-loader';

/** POST /api/admin/training/standard-course: the standard course, published, into an empty course (admin). */
export const handler = createRouteHandler(route, () => loadStandardCourse(new Date()));
