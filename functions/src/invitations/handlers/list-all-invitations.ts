import { listAllInvitations } from '#shared/api/routes/invitations.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listAllInvitations as listAll } from '../invitations.service';

/** GET /api/admin/invitations: every invitation, newest first, optionally of one status (admin). */
export const handler = createRouteHandler(listAllInvitations, ({ query }) => listAll(query, new Date()));
