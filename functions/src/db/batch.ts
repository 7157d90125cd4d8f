/**
 * BatchGetItem and BatchWriteItem over the one table, in chunks of the most DynamoDB takes, with
 * unprocessed keys and items retried: the one copy every repository uses.
 */
import { BatchGetCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { retry } from '../lib/retry';
import { tableName } from './table';

/** BatchGetItem takes at most 100 keys, BatchWriteItem 25 requests. */
const BATCH_GET_MAX_KEYS = 100;
const BATCH_WRITE_MAX_REQUESTS = 25;
/** Rounds of unprocessed keys or items retried before giving up (throttling). */
const UNPROCESSED_RETRIES = 5;
/** Pause before retrying unprocessed work, times the attempt: throttling needs a moment to pass. */
const RETRY_BACKOFF_MS = 50;

const backOff = (attempt: number) => RETRY_BACKOFF_MS * attempt;

/** Every item of these keys that exists (any order), and how many were read; only `projection`'s attributes when given. */
export async function batchGet(
  keys: readonly Record<string, string>[],
  options: { projection?: string } = {},
): Promise<{ items: Record<string, unknown>[]; itemsRead: number }> {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX_KEYS) {
    let pending: Record<string, unknown>[] = keys.slice(start, start + BATCH_GET_MAX_KEYS);
    await retry(
      async () => {
        const { Responses, UnprocessedKeys } = await dynamo().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: {
                Keys: pending,
                ...(options.projection ? { ProjectionExpression: options.projection } : {}),
              },
            },
          }),
        );
        items.push(...(Responses?.[tableName()] ?? []));
        pending = (UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
        return pending.length;
      },
      { attempts: UNPROCESSED_RETRIES + 1, retryIf: (left) => left > 0, delayMs: backOff },
    );
  }
  return { items, itemsRead: items.length };
}

/** One request of a batch write. */
export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** Applies every request (idempotent puts and deletes); throws when throttling outlasts the retries. */
export async function batchWrite(requests: readonly WriteRequest[]): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_WRITE_MAX_REQUESTS) {
    let pending = requests.slice(start, start + BATCH_WRITE_MAX_REQUESTS);
    const unprocessed = await retry(
      async () => {
        const { UnprocessedItems } = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
        );
        pending = (UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
        return pending.length;
      },
      { attempts: UNPROCESSED_RETRIES + 1, retryIf: (left) => left > 0, delayMs: backOff },
    );
    if (unprocessed > 0) throw new Error('A batch write could not finish (throttled).');
  }
}
