/** The only module that reads and writes rate-limit counters. */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateLimitKey } from '../db/entities/rate-limit.entity';
import { isConditionFailure, tableName } from '../db/table';
import { TTL_ATTRIBUTE } from '../db/table-definition';
import { dynamo } from '../lib/clients';

/** The uses counted in one window (0 when it holds none or has expired). */
export async function usesInWindow(action: string, subject: string, windowStart: number): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: rateLimitKey(action, subject, windowStart),
      ProjectionExpression: '#uses',
      ExpressionAttributeNames: { '#uses': 'uses' },
    }),
  );
  return typeof Item?.uses === 'number' ? Item.uses : 0;
}

/**
 * Counts `uses` more uses in the window, unless that would pass the limit. Answers false when it
 * would. One conditional update: concurrent requests can never both take the last places.
 */
export async function takeFromWindow(
  action: string,
  subject: string,
  windowStart: number,
  limit: number,
  expiresAtEpochSeconds: number,
  uses = 1,
): Promise<boolean> {
  if (uses > limit) return false; // also when the limit is already spent (zero or less)
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKey(action, subject, windowStart),
        UpdateExpression: 'ADD #uses :uses SET #expires = :expires, entity = :entity',
        // A condition cannot add, so "uses + taken <= limit" is asked as "uses <= limit - taken".
        ConditionExpression: 'attribute_not_exists(#uses) OR #uses <= :room',
        ExpressionAttributeNames: { '#uses': 'uses', '#expires': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':uses': uses,
          ':room': limit - uses,
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
