import { inviteWaitlistEntry } from '#shared/api/routes/waitlist.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { requireAdminMfa } from '../../users/mfa.service';
import { inviteWaitlistEntry as invite } from '../waitlist.service';

/** POST /api/admin/waitlist/{entryId}/invite: an invitation for the entry, e-mailed (admin). */
export const handler = createRouteHandler(inviteWaitlistEntry, async ({ principal, params }) => {
  await requireAdminMfa(principal);
  return invite(principal, params.entryId, new Date());
});
