import { saveWebhookSettings as route } from '#shared/api/routes/webhooks.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { saveWebhookSettings } from '../webhook-settings.service';

/** PUT /api/users/me/webhook: saves the flag and the URL (checked by the SSRF guard). */
export const handler = createRouteHandler(route, ({ principal, body }) =>
  saveWebhookSettings(principal, body, new Date()),
);
