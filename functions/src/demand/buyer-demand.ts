/**
 * Keeps a buyer's share of the ZIP figures in step with their User item (docs/demand.md "Keeping
 * the figures"). Public: users call it after every write that changes what counts (buy box,
 * preferences, roles, account status); the rebuild calls it for every user.
 */
import type { BuyerDemandContribution } from '../db/entities/zip-demand.entity';
import { isTransactionCanceled } from '../db/transactions';
import { retry } from '../lib/retry';
import { contributionDeltas, desiredContribution } from './demand-figures';
import { applyContributionDeltas, readContribution, readUser } from './contribution.repository';
import { shippedZipGeography } from './zip-geography';

/** Fresh starts after a concurrent save of the same buyer moved the contribution first. */
export const SYNC_ATTEMPTS = 5;

type SyncOutcome = { done: true; contribution: BuyerDemandContribution } | { done: false; error: unknown };

/** One pass: fresh reads, the differences, applied; `done: false` when a concurrent save won a race. */
async function syncOnce(userId: string, now: string): Promise<SyncOutcome> {
  // The contribution first, then the user: a save of the user after these reads moves the
  // contribution's version before this pass can commit, so a stale user is never written as final.
  const contribution = await readContribution(userId);
  const user = await readUser(userId);
  const desired = user ? desiredContribution(user, shippedZipGeography) : {};
  const deltas = contributionDeltas(contribution.counted, desired, shippedZipGeography.stateOf);
  if (deltas.length === 0) return { done: true, contribution };
  try {
    return { done: true, contribution: await applyContributionDeltas(contribution, desired, deltas, now) };
  } catch (error) {
    // A canceled transaction wrote nothing: a version condition lost to a concurrent save, or a
    // conflict with one in flight. Either way, start again from what is stored now.
    if (isTransactionCanceled(error)) return { done: false, error };
    throw error;
  }
}

/**
 * Brings the buyer's counted ZIPs to what their User item says now (none when the user is gone,
 * deactivated or holds no buyer or owner role); answers what is counted afterwards. Idempotent: a
 * second call changes nothing. Throws when concurrent saves keep winning after SYNC_ATTEMPTS tries
 * (the next save or the rebuild finishes the change).
 */
export async function syncBuyerDemand(
  userId: string,
  now: string = new Date().toISOString(),
): Promise<BuyerDemandContribution> {
  const outcome = await retry(() => syncOnce(userId, now), {
    attempts: SYNC_ATTEMPTS,
    retryIf: (result) => !result.done,
    // Jittered, so saves that raced once do not meet again at the same instant.
    delayMs: (attempt) => 20 * attempt + Math.floor(Math.random() * 20),
  });
  if (!outcome.done) throw outcome.error;
  return outcome.contribution;
}
