import { listFeedback as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listFeedback } from '../feedback-admin.service';

/** GET /api/admin/feedback: newest first, by status and/or type (admin). */
export const handler = createRouteHandler(route, ({ query }) => listFeedback(query));
