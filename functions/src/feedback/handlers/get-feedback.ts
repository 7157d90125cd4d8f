import { getFeedback as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getFeedback } from '../feedback-admin.service';

/** GET /api/admin/feedback/{feedbackId}: one feedback with its screenshot link (admin). */
export const handler = createRouteHandler(route, ({ params }) => getFeedback(params.feedbackId));
