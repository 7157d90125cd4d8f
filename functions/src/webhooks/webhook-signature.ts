/**
 * Webhook signing the Standard Webhooks way (standardwebhooks.com), so receivers can use any of
 * its libraries or the snippet in docs/webhooks.md:
 *
 * - `webhook-id`: the message id, the same on every retry of one event (the caller keeps it with
 *   the delivery); receivers use it to drop duplicates.
 * - `webhook-timestamp`: Unix seconds when this attempt was signed (fresh on each attempt).
 * - `webhook-signature`: `v1,` + base64(HMAC-SHA256(key, `${id}.${timestamp}.${body}`)); several
 *   may be given, separated by spaces (e.g. during a secret rotation).
 *
 * A secret is `whsec_` + base64 of the key bytes; the key is the decoded bytes, not the text.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Bytes of key in a secret we generate (192 bits). */
export const WEBHOOK_SECRET_BYTES = 24;
/** Key sizes accepted when verifying (the Standard Webhooks range). */
const KEY_MIN_BYTES = 24;
const KEY_MAX_BYTES = 64;
/** How far a timestamp may be from now, either way, before a signature is refused. */
export const WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;
const SIGNATURE_VERSION = 'v1';

export const WEBHOOK_ID_HEADER = 'webhook-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';

/** The three headers of a signed delivery (a type, not an interface, so it fits a header record). */
export type WebhookSignatureHeaders = {
  [WEBHOOK_ID_HEADER]: string;
  [WEBHOOK_TIMESTAMP_HEADER]: string;
  [WEBHOOK_SIGNATURE_HEADER]: string;
};

/** What is signed: the message id, the attempt's timestamp (Unix seconds) and the exact body. */
export interface WebhookMessage {
  id: string;
  timestamp: number;
  body: string | Buffer;
}

/** Stable reasons a secret or a delivery is refused. */
export type WebhookSignatureFailure =
  'secretInvalid' | 'headersMissing' | 'timestampInvalid' | 'timestampOutOfTolerance' | 'signatureMismatch';

export class WebhookSignatureError extends Error {
  constructor(readonly reason: WebhookSignatureFailure) {
    super(`Webhook signature refused: ${reason}`);
    this.name = 'WebhookSignatureError';
  }
}

/** A new signing secret: `whsec_` + 24 random bytes in base64 (32 characters). */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(WEBHOOK_SECRET_BYTES).toString('base64');
}

/** A new message id (`msg_` + 16 random bytes in base64url); keep it for every retry. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The HMAC key of a `whsec_…` secret: its base64 part decoded. Throws `secretInvalid`. */
export function webhookSigningKey(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : '';
  // Buffer.from(…, 'base64') skips characters it does not know; insist on canonical base64 instead.
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(encoded)) {
    throw new WebhookSignatureError('secretInvalid');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length < KEY_MIN_BYTES || key.length > KEY_MAX_BYTES)
    throw new WebhookSignatureError('secretInvalid');
  return key;
}

function digest(key: Buffer, { id, timestamp, body }: WebhookMessage): Buffer {
  return createHmac('sha256', key).update(`${id}.${timestamp}.`, 'utf8').update(body).digest();
}

/** The `webhook-signature` value of a message: `v1,<base64 HMAC-SHA256>`. */
export function signWebhook(secret: string, message: WebhookMessage): string {
  return `${SIGNATURE_VERSION},${digest(webhookSigningKey(secret), message).toString('base64')}`;
}

/** The three headers to send with a message. */
export function webhookSignatureHeaders(secret: string, message: WebhookMessage): WebhookSignatureHeaders {
  return {
    [WEBHOOK_ID_HEADER]: message.id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(message.timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, message),
  };
}

function header(headers: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * Verifies a received delivery as a receiver would: headers present (any case), timestamp within
 * five minutes of `now` either way, and at least one `v1` signature matching, compared in constant
 * time. Throws a WebhookSignatureError with the reason; returns nothing when the delivery is good.
 */
export function verifyWebhook(
  secret: string,
  received: { headers: Readonly<Record<string, string | undefined>>; body: string | Buffer },
  now: Date,
): void {
  const key = webhookSigningKey(secret);
  const id = header(received.headers, WEBHOOK_ID_HEADER);
  const timestampText = header(received.headers, WEBHOOK_TIMESTAMP_HEADER);
  const signatures = header(received.headers, WEBHOOK_SIGNATURE_HEADER);
  if (!id || !timestampText || !signatures) throw new WebhookSignatureError('headersMissing');
  if (!/^\d{1,12}$/.test(timestampText)) throw new WebhookSignatureError('timestampInvalid');

  const timestamp = Number(timestampText);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('timestampOutOfTolerance');
  }

  const expected = digest(key, { id, timestamp, body: received.body });
  const matches = signatures.split(' ').some((candidate) => {
    const [version, encoded] = candidate.split(',', 2);
    if (version !== SIGNATURE_VERSION || !encoded) return false;
    const given = Buffer.from(encoded, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('signatureMismatch');
}
