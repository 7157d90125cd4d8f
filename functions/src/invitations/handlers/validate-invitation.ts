import { validateInvitation } from '#shared/api/routes/invitations.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { validateInvitationToken } from '../invitations.service';

/** GET /api/auth/validate-invitation/{token}: usable or not, and for which role (public). */
export const handler = createRouteHandler(validateInvitation, ({ params }) =>
  validateInvitationToken(params.token, new Date()),
);
