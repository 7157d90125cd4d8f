/**
 * Routes of the seller's offer-submitted webhook (docs/requirements.md#r1-11 Profile › Integrations): the
 * settings, the signing secret (shown once), a test event, the delivery log and manual redelivery.
 * Sellers only: originators, owners and admins (SELLER_SIDE_ROLES); each acts on their own webhook.
 */
import { SELLER_SIDE_ROLES } from '#shared/users/roles';
import {
  webhookAttemptPageSchema,
  webhookAttemptQuerySchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQueuedSchema,
  webhookSecretCreatedSchema,
  webhookSettingsSchema,
} from '#shared/webhooks/webhook-api';
import { webhookSettingsBodySchema } from '#shared/webhooks/webhook-settings';
import { featureRoutes } from '../route';

const route = featureRoutes('webhooks');

const READ = ['table:read'] as const;
const WRITE = ['table:read', 'table:write'] as const;
const ENQUEUE = ['table:read', 'table:write', 'queue:webhooks:send'] as const;

export const getWebhookSettings = route({
  id: 'getWebhookSettings',
  method: 'GET',
  path: '/api/users/me/webhook',
  auth: SELLER_SIDE_ROLES,
  summary: "The caller's offer-submitted webhook: enabled flag, URL and a hint of the signing secret",
  request: {},
  response: webhookSettingsSchema,
  successStatus: 200,
  grants: READ,
});

export const saveWebhookSettings = route({
  id: 'saveWebhookSettings',
  method: 'PUT',
  path: '/api/users/me/webhook',
  auth: SELLER_SIDE_ROLES,
  summary:
    'Saves the enabled flag and the URL; a URL that is not https on 443 or that resolves to a non-public address is refused',
  request: { body: webhookSettingsBodySchema },
  response: webhookSettingsSchema,
  successStatus: 200,
  grants: WRITE,
});

export const rotateWebhookSecret = route({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/api/users/me/webhook/secret',
  auth: SELLER_SIDE_ROLES,
  summary:
    'Generates a new signing secret, replacing any previous one at once, and answers it: the only time it is shown',
  request: {},
  response: webhookSecretCreatedSchema,
  successStatus: 201,
  grants: WRITE,
});

export const sendWebhookTestEvent = route({
  id: 'sendWebhookTestEvent',
  method: 'POST',
  path: '/api/users/me/webhook/test-event',
  auth: SELLER_SIDE_ROLES,
  summary:
    'Queues a signed `test` event to the saved URL (409 WEBHOOK_NOT_CONFIGURED without a URL and secret)',
  request: {},
  response: webhookDeliveryQueuedSchema,
  successStatus: 202,
  grants: ENQUEUE,
});

export const listWebhookDeliveries = route({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/users/me/webhook/deliveries',
  auth: SELLER_SIDE_ROLES,
  summary: "The caller's delivery log, one row per attempt, newest first",
  request: { query: webhookAttemptQuerySchema },
  response: webhookAttemptPageSchema,
  successStatus: 200,
  grants: READ,
});

export const redeliverWebhook = route({
  id: 'redeliverWebhook',
  method: 'POST',
  path: '/api/users/me/webhook/deliveries/{deliveryId}/redeliver',
  auth: SELLER_SIDE_ROLES,
  summary:
    "Sends one of the caller's deliveries again: the same webhook-id and body, in a new chain of attempts",
  request: { params: webhookDeliveryParamsSchema },
  response: webhookDeliveryQueuedSchema,
  successStatus: 202,
  grants: ENQUEUE,
});

/** The webhooks routes, in the order the OpenAPI document lists them. */
export const webhooksRoutes = [
  getWebhookSettings,
  saveWebhookSettings,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  listWebhookDeliveries,
  redeliverWebhook,
] as const;
