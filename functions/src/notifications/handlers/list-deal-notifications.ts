import { listDealNotifications as route } from '#shared/api/routes/notifications.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listDealNotificationHistory } from '../notifications.service';

/** GET /api/deals/{dealId}/notifications: the listing's notification history (owner or admin). */
export const handler = createRouteHandler(route, ({ principal, params, query }) =>
  listDealNotificationHistory(principal, params.dealId, query),
);
