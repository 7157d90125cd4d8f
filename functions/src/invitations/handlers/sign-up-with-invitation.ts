import { signUpWithInvitation } from '#shared/api/routes/invitations.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { signUpWithInvitation as signUp } from '../sign-up.service';
import { clientIp } from '../../lib/http/client-ip';

/** POST /api/aws-auth/signup-with-invitation: the account an invitation allows (public). */
export const handler = createRouteHandler(signUpWithInvitation, ({ body, event }) =>
  signUp(body, clientIp(event), new Date()),
);
