import { submitFeedback as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { submitFeedback } from '../feedback.service';

/** POST /api/feedback: verified, rate-limited, its challenge burned with it. */
export const handler = createRouteHandler(route, ({ principal, body, event }) =>
  submitFeedback(principal, body, { userAgent: event.headers['user-agent'] }, new Date()),
);
