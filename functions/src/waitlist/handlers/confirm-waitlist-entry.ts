import { confirmWaitlistEntry } from '#shared/api/routes/waitlist.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { confirmWaitlistEntry as confirm } from '../waitlist.service';

/** POST /api/auth/public-confirm-waitlist-entry: confirms a waitlist entry from its e-mailed link (public). */
export const handler = createRouteHandler(confirmWaitlistEntry, ({ body }) => confirm(body, new Date()));
