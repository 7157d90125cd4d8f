import { redeliverWebhook as route } from '#shared/api/routes/webhooks.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { redeliverWebhook } from '../webhook-deliveries.service';

/** POST /api/users/me/webhook/deliveries/{deliveryId}/redeliver: a new chain of attempts. */
export const handler = createRouteHandler(route, ({ principal, params }) =>
  redeliverWebhook(principal, params.deliveryId, new Date()),
);
