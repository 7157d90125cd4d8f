/** The only module that reads and writes rate-limit counters. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateLimitKey } from '../db/entities/rate-limit.entity';
import { isConditionFailure, tableName } from '../db/table';
import { TTL_ATTRIBUTE } from '../db/table-definition';
import { dynamo } from '../lib/clients';

/**
 * Counts one more use in the window, unless the window is full. Answers false when it is.
 * One conditional update: concurrent requests can never both take the last place.
 */
export async function takeFromWindow(
  action: string,
  subject: string,
  windowStart: number,
  limit: number,
  expiresAtEpochSeconds: number,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKey(action, subject, windowStart),
        UpdateExpression: 'ADD #uses :one SET #expires = :expires, entity = :entity',
        ConditionExpression: 'attribute_not_exists(#uses) OR #uses < :limit',
        ExpressionAttributeNames: { '#uses': 'uses', '#expires': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expires': expiresAtEpochSeconds,
          ':entity': 'RateLimit',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
