import { createFeedbackScreenshot as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { createFeedbackScreenshot } from '../feedback.service';

/** POST /api/feedback/screenshots: a presigned POST for one screenshot under the caller's private prefix. */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  createFeedbackScreenshot(principal, body, new Date()),
);
