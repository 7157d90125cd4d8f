import { verifyCredential as route } from '#shared/api/routes/training.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { verifyCredential } from '../certification.service';

/** GET /api/training/credentials/{credentialId} (public): valid or revoked. */
export const handler = createRouteHandler(route, ({ params }) => verifyCredential(params.credentialId));
