import { listWaitlist } from '#shared/api/routes/waitlist.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { requireAdminMfa } from '../../users/mfa.service';
import { listWaitlist as list } from '../waitlist.service';

/** GET /api/admin/waitlist: waitlist entries, oldest first (admin). */
export const handler = createRouteHandler(listWaitlist, async ({ principal, query }) => {
  await requireAdminMfa(principal);
  return list(query);
});
