/**
 * Routes of the seller's offer-submitted webhook (issue #5, SPEC §2 Profile › Integrations): the
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
import { defineRoute } from '../route';

const READ = ['table:read'] as const;
const WRITE = ['table:read', 'table:write'] as const;
const ENQUEUE = ['table:read', 'table:write', 'queue:webhooks:send'] as const;

export const getWebhookSettings = defineRoute({
  id: 'getWebhookSettings',
  method: 'GET',
  path: '/api/users/me/webhook',
  auth: SELLER_SIDE_ROLES,
  handler: 'webhooks/handlers/get-webhook-settings',
  summary: "The caller's offer-submitted webhook: enabled flag, URL and a hint of the signing secret",
  tag: 'webhooks',
  request: {},
  response: webhookSettingsSchema,
  successStatus: 200,
  grants: READ,
});

export const saveWebhookSettings = defineRoute({
  id: 'saveWebhookSettings',
  method: 'PUT',
  path: '/api/users/me/webhook',
  auth: SELLER_SIDE_ROLES,
  handler: 'webhooks/handlers/save-webhook-settings',
  summary:
    'Saves the enabled flag and the URL; a URL that is not https on 443 or that resolves to a non-public address is refused',
  tag: 'webhooks',
  request: { body: webhookSettingsBodySchema },
  response: webhookSettingsSchema,
  successStatus: 200,
  grants: WRITE,
});

export const rotateWebhookSecret = defineRoute({
  id: 'rotateWebhookSecret',
  method: 'POST',
  path: '/api/users/me/webhook/secret',
  auth: SELLER_SIDE_ROLES,
  handler: 'webhooks/handlers/rotate-webhook-secret',
  summary:
    'Generates a new signing secret, replacing any previous one at once, and answers it: the only time it is shown',
  tag: 'webhooks',
  request: {},
  response: webhookSecretCreatedSchema,
  successStatus: 201,
  grants: WRITE,
});

export const sendWebhookTestEvent = defineRoute({
  id: 'sendWebhookTestEvent',
  method: 'POST',
  path: '/api/users/me/webhook/test-event',
  auth: SELLER_SIDE_ROLES,
  handler: 'webhooks/handlers/send-webhook-test-event',
  summary:
    'Queues a signed `test` event to the saved URL (409 WEBHOOK_NOT_CONFIGURED without a URL and secret)',
  tag: 'webhooks',
  request: {},
  response: webhookDeliveryQueuedSchema,
  successStatus: 202,
  grants: ENQUEUE,
});

export const listWebhookDeliveries = defineRoute({
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/users/me/webhook/deliveries',
  auth: SELLER_SIDE_ROLES,
  handler: 'webhooks/handlers/list-webhook-deliveries',
  summary: "The caller's delivery log, one row per attempt, newest first",
  tag: 'webhooks',
  request: { query: webhookAttemptQuerySchema },
  response: webhookAttemptPageSchema,
  successStatus: 200,
  grants: READ,
});

export const redeliverWebhook = defineRoute({
  id: 'redeliverWebhook',
  method: 'POST',
  path: '/api/users/me/webhook/deliveries/{deliveryId}/redeliver',
  auth: SELLER_SIDE_ROLES,
  handler: 'webhooks/handlers/redeliver-webhook',
  summary:
    "Sends one of the caller's deliveries again: the same webhook-id and body, in a new chain of attempts",
  tag: 'webhooks',
  request: { params: webhookDeliveryParamsSchema },
  response: webhookDeliveryQueuedSchema,
  successStatus: 202,
  grants: ENQUEUE,
});
