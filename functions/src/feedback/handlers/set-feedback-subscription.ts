import { setFeedbackSubscription as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setFeedbackSubscription } from '../feedback-admin.service';

/** PUT /api/admin/feedback/subscription: turns the caller's bug-report e-mails on or off (admin). */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  setFeedbackSubscription(principal, body, new Date()),
);
