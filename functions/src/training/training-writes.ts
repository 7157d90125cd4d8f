/**
 * How training writes retry: a visit, a scored attempt or a badge is read, decided and written under
 * conditions; when a parallel request moved what it read (or the transaction lost a race), it reads
 * again and decides again after a short, jittered pause.
 */
import { ConflictError } from '../lib/errors';
import { retry } from '../lib/retry';

/** Tries of a training write. */
export const WRITE_ATTEMPTS = 4;

/** The pause before try `attempt` + 1 (1-based): 25–50 ms, then 50–100 ms, … */
export const WRITE_RETRY_DELAY_MS = (attempt: number): number => 25 * attempt * (1 + Math.random());

/**
 * Runs `step` (read, decide, write) until it answers a value; undefined means "what I read moved,
 * read again". 409 CONFLICT when the tries are spent.
 */
export async function untilWritten<T>(step: () => Promise<T | undefined>): Promise<T> {
  const outcome = await retry(step, {
    attempts: WRITE_ATTEMPTS,
    retryIf: (result) => result === undefined,
    delayMs: WRITE_RETRY_DELAY_MS,
  });
  if (outcome === undefined) throw new ConflictError();
  return outcome;
}
