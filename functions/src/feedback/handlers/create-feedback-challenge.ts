import { createFeedbackChallenge as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { createFeedbackChallenge } from '../feedback.service';

/** POST /api/feedback/challenge: a signed proof-of-work challenge naming the caller. */
export const handler = createRouteHandler(route, ({ principal }) =>
  createFeedbackChallenge(principal, new Date()),
);
