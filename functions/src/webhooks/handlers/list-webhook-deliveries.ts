import { listWebhookDeliveries as route } from '#shared/api/routes/webhooks.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { listDeliveries } from '../webhook-deliveries.service';

/** GET /api/users/me/webhook/deliveries: the delivery log, newest first. */
export const handler = createRouteHandler(route, ({ principal, query }) => listDeliveries(principal, query));
