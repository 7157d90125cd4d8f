/**
 * TransactWriteItems over the one table, and reading why one was canceled: which item's condition
 * failed, or whether it lost a race with another transaction (worth a retry).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { retry } from '../lib/retry';

/** Most items one TransactWriteItems takes. */
export const TRANSACT_MAX_ITEMS = 100;

/** One Put, Update, Delete or ConditionCheck of a transaction. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Writes every item or none. */
export async function transactWrite(items: readonly TransactItem[]): Promise<void> {
  await dynamo().send(new TransactWriteCommand({ TransactItems: [...items] }));
}

/** Tries of a transaction that keeps losing races to concurrent ones (the first included). */
export const CONFLICT_ATTEMPTS = 3;

/** The pause after try `attempt` (1-based): 25–50 ms, then 50–100 ms; jittered so the racers do not meet again. */
export const conflictRetryDelayMs = (attempt: number): number => 25 * attempt * (1 + Math.random());

/**
 * Writes every item or none, like transactWrite, but tries the same items again (CONFLICT_ATTEMPTS in
 * all, jittered pauses) while DynamoDB cancels it only because another transaction was writing one of
 * its items, e.g. a shared counter. A canceled transaction wrote nothing, so the same items are safe to
 * send again; any other failure (a condition) is thrown at once, the last conflict after the tries.
 */
export async function transactWriteRetryingConflicts(items: readonly TransactItem[]): Promise<void> {
  const conflict = await retry(
    async () => {
      try {
        await transactWrite(items);
        return null;
      } catch (error) {
        if (isTransactionConflict(error)) return error;
        throw error;
      }
    },
    { attempts: CONFLICT_ATTEMPTS, retryIf: (error) => error !== null, delayMs: conflictRetryDelayMs },
  );
  if (conflict !== null) throw conflict;
}

/** Whether a transaction was canceled by the condition of its item at `index`. */
export const failedAt = (error: unknown, index: number): boolean =>
  error instanceof TransactionCanceledException &&
  error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed';

/** Whether a transaction was canceled because another one was writing the same items at that moment. */
export const isTransactionConflict = (error: unknown): boolean =>
  error instanceof TransactionCanceledException &&
  (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict');

/** Whether a transaction was canceled at all (by a condition, a conflict or anything else). */
export const isTransactionCanceled = (error: unknown): error is TransactionCanceledException =>
  error instanceof TransactionCanceledException;
