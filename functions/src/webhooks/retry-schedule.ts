/**
 * When a failed webhook delivery is tried again, and which outcomes are worth trying again.
 *
 * Schedule: the first attempt is sent at once; after a failure, attempt n + 1 waits the nominal
 * delay of step n (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 10 h), scaled by a jitter factor drawn
 * uniformly from [0.8, 1.2). That is 9 attempts over about 37.6 h nominal, never less than 30 h
 * (so a receiver down for a whole day still gets the event) and never a single wait of 12 h or
 * more (SQS's visibility timeout ceiling; a sender may park a message that long).
 *
 * Why not AWS-style "full jitter" (a delay drawn from [0, nominal]): it spreads retries as well, but
 * it can shrink the whole schedule to minutes, which breaks the promise of retrying for a day.
 * ±20 % spreads a burst of failures (one receiver down for every seller's events) just as well at
 * these delays.
 *
 * The caller keeps the event's `webhook-id` and its serialised body with the delivery and resends
 * both unchanged on every retry (only `webhook-timestamp` and the signature are fresh), so that a
 * receiver can drop a duplicate.
 */

/** Nominal wait in seconds after the failure of attempt 1, 2, … (index 0 is after attempt 1). */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  10 * 3600,
  10 * 3600,
];

/** The first attempt plus one per retry delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** Each wait is the nominal delay × (1 − JITTER + 2 × JITTER × random), random in [0, 1). */
export const WEBHOOK_RETRY_JITTER = 0.2;

/** A source of uniform numbers in [0, 1), as Math.random; injected so tests are deterministic. */
export type RandomSource = () => number;

/**
 * Seconds to wait before the next attempt after attempt `attempt` (1-based) failed, or null when
 * that was the last attempt. Deterministic given `random`.
 */
export function nextAttemptDelay(attempt: number, random: RandomSource = Math.random): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError(`attempt must be ≥ 1, got ${attempt}`);
  const nominal = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1];
  if (nominal === undefined) return null;
  const draw = random();
  if (!(draw >= 0 && draw < 1)) throw new RangeError(`random() must be in [0, 1), got ${draw}`);
  const factor = 1 - WEBHOOK_RETRY_JITTER + 2 * WEBHOOK_RETRY_JITTER * draw;
  // Rounding could reach nominal × 1.2 itself for a draw just under 1; keep the bound exclusive.
  const exclusiveMax = Math.ceil(nominal * (1 + WEBHOOK_RETRY_JITTER)) - 1;
  return Math.max(1, Math.min(Math.floor(nominal * factor), exclusiveMax));
}

/** Failures that produce no HTTP status. */
export type DeliveryFailure =
  /** No answer within the 10 s timeout. */
  | 'timeout'
  /** DNS failure, refused or reset connection, TLS error. */
  | 'network-error'
  /** The SSRF guard refused the URL at send (it now resolves to a non-public address). */
  | 'address-refused';

/**
 * - `delivered`: 2xx, done.
 * - `retry`: worth another attempt if any is left (timeout, network error, 408, 429, 5xx).
 * - `give-up`: another attempt would get the same answer (3xx — redirects are never followed —,
 *   other 4xx, a URL the guard refused, a status outside 200–599); the delivery is logged failed.
 * - `disable`: 410 Gone — the receiver says the endpoint is gone for good: turn the webhook off.
 */
export type DeliveryOutcome = 'delivered' | 'retry' | 'give-up' | 'disable';

/** Classifies one attempt by its HTTP status or its failure; see DeliveryOutcome. */
export function classifyDeliveryOutcome(statusOrError: number | DeliveryFailure): DeliveryOutcome {
  if (typeof statusOrError !== 'number') return statusOrError === 'address-refused' ? 'give-up' : 'retry';
  const status = statusOrError;
  if (status >= 200 && status <= 299) return 'delivered';
  if (status === 410) return 'disable';
  // 408 is the receiver's own timeout: as transient as ours, although it is a 4xx.
  if (status === 408 || status === 429 || (status >= 500 && status <= 599)) return 'retry';
  return 'give-up';
}

/** What the sender does after an attempt. */
export type NextStep =
  | { action: 'done' }
  | { action: 'retry'; delaySeconds: number }
  /** Failed for good (no attempt left, or not worth retrying): logged as failed (the DLQ is for crashes). */
  | { action: 'give-up' }
  | { action: 'disable' };

/** The outcome of attempt `attempt` (1-based) and the schedule, combined into the next step. */
export function nextStepAfterAttempt(
  attempt: number,
  statusOrError: number | DeliveryFailure,
  random: RandomSource = Math.random,
): NextStep {
  const outcome = classifyDeliveryOutcome(statusOrError);
  if (outcome === 'delivered') return { action: 'done' };
  if (outcome !== 'retry') return { action: outcome };
  const delaySeconds = nextAttemptDelay(attempt, random);
  return delaySeconds === null ? { action: 'give-up' } : { action: 'retry', delaySeconds };
}
