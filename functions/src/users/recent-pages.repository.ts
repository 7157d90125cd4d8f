/** The only module that reads and writes recent-page items. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RecentPage } from '#shared/users/recent-pages';
import { fromRecentPagesItem, recentPagesKey, toRecentPagesItem } from '../db/entities/recent-pages.entity';
import { isConditionFailure, tableName } from '../db/table';
import { dynamo } from '../lib/clients';

/** The user's list and the version it was read at (0 when the user has none yet). */
export async function findRecentPages(userId: string): Promise<{ items: RecentPage[]; version: number }> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: recentPagesKey(userId), ConsistentRead: true }),
  );
  if (!Item) return { items: [], version: 0 };
  const record = fromRecentPagesItem(Item);
  return { items: record.items, version: record.version };
}

/**
 * Writes the list if nobody else wrote since `version` was read; answers false when someone did
 * (two tabs recording at once), so the caller can read again and retry.
 */
export async function saveRecentPages(
  userId: string,
  items: readonly RecentPage[],
  version: number,
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: toRecentPagesItem(userId, items, version + 1),
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : '#version = :version',
        ...(version === 0
          ? {}
          : {
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': version },
            }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
