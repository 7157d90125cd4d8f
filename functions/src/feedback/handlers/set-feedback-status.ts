import { setFeedbackStatus as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setFeedbackStatus } from '../feedback-admin.service';

/** PATCH /api/admin/feedback/{feedbackId}: a new status; resolving e-mails the author (admin). */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  setFeedbackStatus(principal, params.feedbackId, body.status, new Date()),
);
