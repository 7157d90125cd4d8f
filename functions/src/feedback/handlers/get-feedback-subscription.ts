import { getFeedbackSubscription as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getFeedbackSubscription } from '../feedback-admin.service';

/** GET /api/admin/feedback/subscription: the caller's bug-report e-mail setting (admin). */
export const handler = createRouteHandler(route, ({ principal }) => getFeedbackSubscription(principal));
