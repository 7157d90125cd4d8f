import { sendWebhookTestEvent as route } from '#shared/api/routes/webhooks.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { sendTestEvent } from '../webhook-deliveries.service';

/** POST /api/users/me/webhook/test-event: queues a signed test event. */
export const handler = createRouteHandler(route, ({ principal }) => sendTestEvent(principal, new Date()));
