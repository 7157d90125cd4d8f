/**
 * The one read the route pipeline makes for every private request: the caller's stored User item,
 * with a consistent read so that an admin's deactivation or role change holds from the next request
 * on (docs/requirements.md#r4-10). The whole record is read and handed on with the principal, so
 * the services that need the caller's user (`getCurrentUser`) do not read it again.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { fromUserItem, userKey, userRecordSchema, type UserRecord } from '../../db/entities/user.entity';
import { tableName } from '../../db/table';
import { dynamo } from '../clients';

/** The record's own fields, named: a projection leaves the key and index attributes behind. */
const FIELDS = Object.keys(userRecordSchema.shape);

/**
 * The caller's stored User item, or null before it exists (a first call: the item is written by
 * sign-up or by the first `me`; until then nothing stored can contradict the token).
 */
export async function readCallerAccount(userId: string): Promise<UserRecord | null> {
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKey(userId),
      ConsistentRead: true,
      ProjectionExpression: FIELDS.map((_, index) => `#f${index}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(FIELDS.map((field, index) => [`#f${index}`, field])),
    }),
  );
  return answer?.Item ? fromUserItem(answer.Item) : null;
}
