import { countFeedback as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { countFeedback } from '../feedback-admin.service';

/** GET /api/admin/feedback/counts: how many are open, in progress and resolved (admin). */
export const handler = createRouteHandler(route, () => countFeedback());
