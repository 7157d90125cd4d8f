import { deleteFeedback as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { deleteFeedback } from '../feedback-admin.service';

/** DELETE /api/admin/feedback/{feedbackId}: the feedback and its screenshot (admin). */
export const handler = createRouteHandler(route, async ({ params }) => {
  await deleteFeedback(params.feedbackId);
  return null;
});
