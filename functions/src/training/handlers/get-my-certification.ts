import { getMyCertification as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getMyCertification } from '../certification.service';

/** GET /api/training/certification: the caller's badge, or null. */
export const handler = createRouteHandler(route, ({ principal }) => getMyCertification(principal));
