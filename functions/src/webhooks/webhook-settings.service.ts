/**
 * The seller's webhook settings and signing secret (Profile › Integrations). The URL is checked by
 * the SSRF guard when it is saved (and again before every attempt, in the consumer); the secret is
 * generated here, stored, and answered once.
 */
import { WEBHOOK_URL_MESSAGE_KEYS } from '#shared/webhooks/webhook-url';
import type { WebhookSecretCreated, WebhookSettings } from '#shared/webhooks/webhook-api';
import type { WebhookSettingsBody } from '#shared/webhooks/webhook-settings';
import type { WebhookSecretRecord } from '../db/entities/webhook.entity';
import { env } from '../lib/env';
import { ValidationError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { findUser, setOfferWebhook } from '../users/users.service';
import { assertPublicWebhookUrl, type HostResolver, WebhookUrlRefusedError } from './ssrf-guard';
import { newWebhookSecret } from './webhook-signature';
import { clearDisabledByReceiver, findWebhookSecret, replaceWebhookSecret } from './webhooks.repository';

/** How a secret is shown after it was created: enough to recognise it, too little to use it. */
export function secretHint(secret: string): string {
  return `whsec_…${secret.slice(-4)}`;
}

function settingsOf(
  user: { offerWebhookEnabled: boolean; offerSubmittedUrl: string | null },
  secret: WebhookSecretRecord | null,
): WebhookSettings {
  return {
    offerWebhookEnabled: user.offerWebhookEnabled,
    offerSubmittedUrl: user.offerSubmittedUrl,
    secret: secret ? { hint: secretHint(secret.secret), createdAt: secret.createdAt } : null,
    disabledByReceiver: secret?.disabledByReceiver ?? null,
  };
}

/** GET /api/users/me/webhook. */
export async function getWebhookSettings(principal: Principal): Promise<WebhookSettings> {
  const [user, secret] = await Promise.all([findUser(principal.userId), findWebhookSecret(principal.userId)]);
  return settingsOf(
    {
      offerWebhookEnabled: user?.offerWebhookEnabled ?? false,
      offerSubmittedUrl: user?.offerSubmittedUrl ?? null,
    },
    secret,
  );
}

/**
 * The URL as it will be stored: normalised, and accepted by the SSRF guard under this
 * deployment's rules (loopback receivers only where WEBHOOK_ALLOW_LOOPBACK_RECEIVER is set, i.e.
 * the local stack). A refusal is a 400 whose detail is the reason's message key.
 */
export async function acceptedWebhookUrl(url: string, resolve?: HostResolver): Promise<string> {
  try {
    const target = await assertPublicWebhookUrl(url, {
      allowLoopbackReceiver: env().WEBHOOK_ALLOW_LOOPBACK_RECEIVER,
      ...(resolve ? { resolve } : {}),
    });
    return target.url.href;
  } catch (error) {
    if (!(error instanceof WebhookUrlRefusedError)) throw error;
    throw new ValidationError([
      { path: 'body.offerSubmittedUrl', message: WEBHOOK_URL_MESSAGE_KEYS[error.reason] },
    ]);
  }
}

/** PUT /api/users/me/webhook: saves the flag and the URL; clears a "turned off by a 410" notice. */
export async function saveWebhookSettings(
  principal: Principal,
  body: WebhookSettingsBody,
  now: Date,
  resolve?: HostResolver,
): Promise<WebhookSettings> {
  const url =
    body.offerSubmittedUrl === null ? null : await acceptedWebhookUrl(body.offerSubmittedUrl, resolve);
  const user = await setOfferWebhook(
    principal.userId,
    { offerWebhookEnabled: body.offerWebhookEnabled, offerSubmittedUrl: url },
    now.toISOString(),
  );
  await clearDisabledByReceiver(principal.userId);
  return settingsOf(user, await findWebhookSecret(principal.userId));
}

/** POST /api/users/me/webhook/secret: a new secret replaces the old one at once; shown only here. */
export async function rotateWebhookSecret(principal: Principal, now: Date): Promise<WebhookSecretCreated> {
  const secret = newWebhookSecret();
  const createdAt = now.toISOString();
  await replaceWebhookSecret(principal.userId, secret, createdAt);
  return { secret, hint: secretHint(secret), createdAt };
}
