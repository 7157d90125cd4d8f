import { setLessonOrder as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setLessonOrder } from '../course-authoring.service';

/** PUT /api/admin/training/order: every lesson once, in a new order (admin). */
export const handler = createRouteHandler(route, ({ body }) => setLessonOrder(body, new Date()));
