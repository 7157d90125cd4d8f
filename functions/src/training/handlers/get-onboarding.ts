import { getOnboarding as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getOnboarding } from '../onboarding.service';

/** GET /api/training/onboarding: the checklist from the caller's real state. */
export const handler = createRouteHandler(route, ({ principal }) => getOnboarding(principal));
