/**
 * The two ways repositories read a partition with Query: every item, page after page (jobs and
 * small partitions), or one page for the API with an opaque cursor (see cursor.ts).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor } from './cursor';
import { tableName } from './table';

/** A page of items and the cursor of the next one (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageOptions {
  cursor?: string;
  limit: number;
}

/** Every item the query matches, following LastEvaluatedKey to the last page. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await dynamo().send(
      new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey: startKey }),
    );
    items.push(...Items);
    startKey = LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * A page of one partition's items under a sort-key prefix (table keys), newest first. The cursor
 * must be a key of this partition.
 */
export async function newestFirst<T>(
  partition: string,
  prefix: string,
  options: PageOptions,
  parse: (item: Record<string, unknown>) => T,
): Promise<Page<T>> {
  const { Items = [], LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, {
        attributes: ['pk', 'sk'],
        partition: { attribute: 'pk', value: partition },
      }),
    }),
  );
  return { items: Items.map(parse), nextCursor: encodeCursor(LastEvaluatedKey) };
}
