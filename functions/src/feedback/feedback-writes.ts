/**
 * How feedback writes retry: every create, status change and delete moves a per-status counter in
 * its transaction, so two writes at once can conflict; the loser tries again after a short,
 * jittered pause instead of at once.
 */

/** Tries of a feedback transaction. */
export const WRITE_ATTEMPTS = 3;

/** The pause before try `attempt` (1-based): 50–100 ms, then 100–200 ms. */
export const WRITE_RETRY_DELAY_MS = (attempt: number): number => 50 * attempt * (1 + Math.random());
