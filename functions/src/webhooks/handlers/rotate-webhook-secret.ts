import { rotateWebhookSecret as route } from '#shared/api/routes/webhooks.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { rotateWebhookSecret } from '../webhook-settings.service';

/** POST /api/users/me/webhook/secret: a new signing secret, answered this once. */
export const handler = createRouteHandler(route, ({ principal }) =>
  rotateWebhookSecret(principal, new Date()),
);
