/**
 * The verification snippet of docs/webhooks.md, verbatim (a test checks the two are the same), so
 * the API tests verify deliveries exactly as a receiver following the docs would.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/** True when the delivery is from Dealflow and recent; `headers` keys are lower case. */
export function verifyDealflowWebhook(
  secret: string, // "whsec_…"
  headers: Record<string, string | undefined>,
  rawBody: Buffer,
): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest();
  return signatures.split(' ').some((candidate) => {
    const [version, signature] = candidate.split(',', 2);
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
