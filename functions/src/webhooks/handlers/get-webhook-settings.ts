import { getWebhookSettings as route } from '#shared/api/routes/webhooks.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { getWebhookSettings } from '../webhook-settings.service';

/** GET /api/users/me/webhook: the caller's webhook settings, without the secret. */
export const handler = createRouteHandler(route, ({ principal }) => getWebhookSettings(principal));
