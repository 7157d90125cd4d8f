/**
 * Writes many items with BatchWriteItem (25 per request, several requests in flight), retrying
 * what DynamoDB leaves unprocessed. A Put of an item that exists replaces it with the same values,
 * so writing the same seed twice is harmless. For seeds and benchmarks only: request paths write
 * through their repositories with conditions.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

export interface BatchWriteOptions {
  /** Requests in flight at once. */
  concurrency?: number;
  /** Called after each batch with the number of items written so far. */
  onProgress?: (written: number) => void;
}

async function writeBatch(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly Record<string, unknown>[],
): Promise<void> {
  let requests = items.map((item) => ({ PutRequest: { Item: item } }));
  for (let attempt = 1; requests.length > 0; attempt += 1) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`${requests.length} items stayed unprocessed`);
    const { UnprocessedItems } = await client.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
    );
    requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
    if (requests.length > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
  }
}

/** Puts every item; resolves when all are written. */
export async function batchWriteAll(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly Record<string, unknown>[],
  options: BatchWriteOptions = {},
): Promise<void> {
  const concurrency = options.concurrency ?? 4;
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < items.length) {
      const batch = items.slice(next, next + BATCH_SIZE);
      next += BATCH_SIZE;
      await writeBatch(client, tableName, batch);
      written += batch.length;
      options.onProgress?.(written);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
