/**
 * Valid requests for the webhook routes in the authorization matrix. A seller's test event and
 * redelivery need a saved URL and a secret, so those requests configure the caller's webhook
 * first (to a loopback port nobody listens on: the deliveries fail quietly, which the matrix does
 * not look at). Callers who may not use the routes get placeholders; authorization refuses them.
 */
import type { WebhookDeliveryQueued } from '#shared/webhooks/webhook-api';
import { callApi } from './local-stack';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

/** Where the matrix's webhooks point: the local stack allows loopback receivers. */
const MATRIX_RECEIVER = 'http://127.0.0.1:9/dealflow-matrix';
const SETTINGS = { offerWebhookEnabled: false, offerSubmittedUrl: MATRIX_RECEIVER };

/** Gives the caller a URL and a secret; false when they may not have a webhook. */
async function configure(token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const secret = await callApi('/api/users/me/webhook/secret', { method: 'POST', token });
  if (secret.status !== 201) return false;
  const saved = await callApi('/api/users/me/webhook', {
    method: 'PUT',
    token,
    body: JSON.stringify(SETTINGS),
  });
  return saved.status === 200;
}

/** A delivery of the caller's own (a test event), or a placeholder. */
async function ownDelivery(token: string | undefined): Promise<{ deliveryId: string }> {
  if (!token || !(await configure(token))) return { deliveryId: 'unknown' };
  const { body } = await callApi('/api/users/me/webhook/test-event', { method: 'POST', token });
  return { deliveryId: (body as WebhookDeliveryQueued).deliveryId };
}

export const WEBHOOKS_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  getWebhookSettings: {},
  saveWebhookSettings: { body: SETTINGS },
  rotateWebhookSecret: {},
  sendWebhookTestEvent: async (token) => {
    await configure(token);
    return {};
  },
  listWebhookDeliveries: {},
  redeliverWebhook: async (token) => ({ params: await ownDelivery(token) }),
};
