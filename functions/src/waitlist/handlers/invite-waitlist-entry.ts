import { inviteWaitlistEntry } from '#shared/api/routes/waitlist.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { inviteWaitlistEntry as invite } from '../waitlist.service';

/** POST /api/admin/waitlist/{entryId}/invite: an invitation for the entry, e-mailed (admin). */
export const handler = createRouteHandler(inviteWaitlistEntry, ({ principal, params }) =>
  invite(principal, params.entryId, new Date()),
);
