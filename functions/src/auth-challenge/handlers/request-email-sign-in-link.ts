import { requestEmailSignInLink } from '#shared/api/routes/auth-challenge.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { requestSignInLink } from '../email-sign-in.service';
import { clientIp } from '../../lib/http/client-ip';

/** POST /api/auth/public-email-sign-in-link: 202 `{ status: 'sent' }`, account or not. */
export const handler = createRouteHandler(requestEmailSignInLink, async ({ body, event }) => {
  await requestSignInLink({ ...body, sourceIp: clientIp(event), now: new Date() });
  return { status: 'sent' as const };
});
