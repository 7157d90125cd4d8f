import { startQuizAttempt as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { startQuizAttempt } from '../training.service';

/** POST /api/training/lessons/{lessonId}/attempts: shuffled questions, no answers. */
export const handler = createRouteHandler(route, ({ principal, params, body }) =>
  startQuizAttempt(principal, params.lessonId, body.language, new Date()),
);
