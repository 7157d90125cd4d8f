import { listWaitlist } from '#shared/api/routes/waitlist.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listWaitlist as list } from '../waitlist.service';

/** GET /api/admin/waitlist: waitlist entries, oldest first (admin). */
export const handler = createRouteHandler(listWaitlist, ({ query }) => list(query));
