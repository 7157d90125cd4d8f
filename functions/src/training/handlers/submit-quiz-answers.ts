import { submitQuizAnswers as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { submitQuizAnswers } from '../training.service';

/** POST /api/training/lessons/{lessonId}/attempts/{attemptId}/answers: scored on the server. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  submitQuizAnswers(principal, params, body, new Date()),
);
