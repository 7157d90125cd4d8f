/** The only module that reads and writes user items. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { CREATE_ONLY, EXISTING_ONLY, tableName } from '../db/table';
import { userKey } from '../db/keys';
import { fromUserItem, toUserItem, type UserRecord } from '../db/entities/user.entity';
import { NotFoundError } from '../lib/errors';

/** The user, or null when there is none. */
export async function findUser(userId: string): Promise<UserRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: true }),
  );
  return Item ? fromUserItem(Item) : null;
}

/**
 * Creates the user unless one with that id exists; answers whichever is stored, so two first
 * requests racing each other both get the same user.
 */
export async function createUserIfAbsent(user: UserRecord): Promise<UserRecord> {
  try {
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: toUserItem(user), ConditionExpression: CREATE_ONLY }),
    );
    return user;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await findUser(user.userId);
    if (!existing) throw error;
    return existing;
  }
}

/** Sets some fields of an existing user and answers the stored result; 404 when there is none. */
export async function updateUser(
  userId: string,
  changes: Partial<Omit<UserRecord, 'userId' | 'email' | 'createdAt'>>,
  now: string,
): Promise<UserRecord> {
  const fields = Object.entries({ ...changes, updatedAt: now }).filter(([, value]) => value !== undefined);
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        ConditionExpression: EXISTING_ONLY,
        UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name])),
        ExpressionAttributeValues: Object.fromEntries(
          fields.map(([, value], index) => [`:v${index}`, value]),
        ),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromUserItem(Attributes ?? {});
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError('User not found.');
    throw error;
  }
}
