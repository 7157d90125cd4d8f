import { generateInvitations } from '#shared/api/routes/invitations.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { generateInvitations as generate } from '../invitations.service';

/** POST /api/invitations: a batch of invitations for one role; tokens are shown only in this answer. */
export const handler = createRouteHandler(generateInvitations, async ({ principal, body }) => ({
  invitations: await generate(principal, body.role, body.count, new Date()),
}));
