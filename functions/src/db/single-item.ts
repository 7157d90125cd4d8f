/**
 * Single-item reads and conditional writes: the two shapes every repository repeats (read one item
 * by key, strongly consistent; write one item unless its condition refuses it).
 */
import { type DeleteCommand, GetCommand, type PutCommand, type UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { isConditionFailure, tableName } from './table';

/** One item by its key (a consistent read), or null when there is none. */
export async function findItem<T>(key: { pk: string; sk: string }): Promise<T | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return (Item as T | undefined) ?? null;
}

/** Sends one conditional write: true when written, false when its condition refused it. */
export async function writeUnlessRefused(
  command: PutCommand | UpdateCommand | DeleteCommand,
): Promise<boolean> {
  try {
    await dynamo().send(command as UpdateCommand);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
