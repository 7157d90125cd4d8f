/**
 * TransactWriteItems over the one table, and reading why one was canceled: which item's condition
 * failed, or whether it lost a race with another transaction (worth a retry).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';

/** Most items one TransactWriteItems takes. */
export const TRANSACT_MAX_ITEMS = 100;

/** One Put, Update, Delete or ConditionCheck of a transaction. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Writes every item or none. */
export async function transactWrite(items: readonly TransactItem[]): Promise<void> {
  await dynamo().send(new TransactWriteCommand({ TransactItems: [...items] }));
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
