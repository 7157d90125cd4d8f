import { dismissOnboarding as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { dismissOnboarding } from '../onboarding.service';

/** PUT /api/training/onboarding: hides the checklist once every step is done, or shows it again. */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  dismissOnboarding(principal, body, new Date()),
);
