import { getMyCredential as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getMyCredential } from '../certification.service';

/** GET /api/training/certification/credential: the caller's valid badge as a signed Open Badges credential. */
export const handler = createRouteHandler(route, ({ principal }) => getMyCredential(principal, new Date()));
