/**
 * The one retry loop: runs an operation again while its outcome asks for it (a lost race, items a
 * batch left unprocessed), waiting longer before each new try, up to a fixed number of tries.
 */

export interface RetryOptions<T> {
  /** Tries in all, the first included. */
  attempts: number;
  /** Whether this outcome calls for another try. */
  retryIf: (outcome: T) => boolean;
  /** Milliseconds to wait after try `attempt` (1-based) before the next; no wait when omitted. */
  delayMs?: (attempt: number) => number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `operation` (given the 1-based try number) until `retryIf` is false or the tries are spent; answers the last outcome. */
export async function retry<T>(
  operation: (attempt: number) => Promise<T>,
  { attempts, retryIf, delayMs }: RetryOptions<T>,
): Promise<T> {
  let outcome = await operation(1);
  for (let attempt = 1; attempt < attempts && retryIf(outcome); attempt += 1) {
    const delay = delayMs?.(attempt) ?? 0;
    if (delay > 0) await wait(delay);
    outcome = await operation(attempt + 1);
  }
  return outcome;
}
