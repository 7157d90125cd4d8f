import { listMyFeedback as route } from '#shared/api/routes/feedback.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listMyFeedback } from '../feedback.service';

/** GET /api/feedback/mine: the caller's own feedback, newest first. */
export const handler = createRouteHandler(route, ({ principal, query }) => listMyFeedback(principal, query));
