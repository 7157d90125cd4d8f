import { listMyInvitations } from '#shared/api/routes/invitations.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listInvitationsOf } from '../invitations.service';

/** GET /api/invitations: the caller's invitations, newest first. */
export const handler = createRouteHandler(listMyInvitations, ({ principal, query }) =>
  listInvitationsOf(principal.userId, query, new Date()),
);
