import { getHealth } from '#shared/api/routes/system.routes';
import { createRouteHandler } from '../../lib/http/route-handler';

/** GET /api/health: answers while the function can run at all. */
export const handler = createRouteHandler(getHealth, () => ({
  status: 'ok' as const,
  time: new Date().toISOString(),
}));
