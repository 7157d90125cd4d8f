/** The only module that reads and writes user items. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { batchGet } from '../db/batch';
import { CREATE_ONLY, EXISTING_ONLY, tableName } from '../db/table';
import {
  USERS_BY_EMAIL_PARTITION,
  USERS_BY_LAST_NAME_PARTITION,
  userByEmailKey,
  userKey,
  userListByEmailKey,
  userListByLastNameKey,
} from '../db/keys';
import { fromUserItem, toUserItem, type NewUserRecord, type UserRecord } from '../db/entities/user.entity';
import { decodeCursor, encodeCursor } from '../db/cursor';
import { NotFoundError } from '../lib/errors';

/** The user, or null when there is none. */
export async function findUser(userId: string): Promise<UserRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: true }),
  );
  return Item ? fromUserItem(Item) : null;
}

/** The users of these ids that exist (any order). */
export async function getUsers(userIds: readonly string[]): Promise<UserRecord[]> {
  const { items } = await batchGet(userIds.map(userKey));
  return items.map(fromUserItem);
}

/**
 * Creates the user unless one with that id exists; answers whichever is stored, so two first
 * requests racing each other both get the same user.
 */
export async function createUserIfAbsent(user: NewUserRecord): Promise<UserRecord> {
  const item = toUserItem(user);
  try {
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: CREATE_ONLY }),
    );
    return fromUserItem(item);
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
  changes: Partial<Omit<UserRecord, 'userId' | 'createdAt'>>,
  now: string,
): Promise<UserRecord> {
  // Index keys follow the fields they are built from, so searches never see a stale e-mail or name.
  const indexKeys = {
    ...(changes.email ? { ...userByEmailKey(changes.email), ...userListByEmailKey(changes.email) } : {}),
    ...(changes.lastName !== undefined ? userListByLastNameKey(changes.lastName, userId) : {}),
  };
  const fields = Object.entries({ ...changes, ...indexKeys, updatedAt: now }).filter(
    ([, value]) => value !== undefined,
  );
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

/** One page of users and where the next one starts. */
export interface UserPage {
  items: UserRecord[];
  nextCursor: string | null;
}

/** Key attributes of a gsi2 page key; a cursor must have exactly these and the users partition. */
const USERS_BY_EMAIL_CURSOR = {
  attributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
  partition: { attribute: 'gsi2pk', value: USERS_BY_EMAIL_PARTITION },
} as const;

/** Users ordered by e-mail (gsi2), optionally only those whose e-mail starts with `prefix`. */
export async function listUsersByEmail(options: {
  prefix?: string;
  limit: number;
  cursor?: string;
}): Promise<UserPage> {
  const { Items = [], LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: options.prefix
        ? 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)'
        : 'gsi2pk = :pk',
      ExpressionAttributeValues: {
        ':pk': USERS_BY_EMAIL_PARTITION,
        ...(options.prefix ? { ':prefix': options.prefix.toLowerCase() } : {}),
      },
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, USERS_BY_EMAIL_CURSOR),
    }),
  );
  return { items: Items.map(fromUserItem), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** Users whose last name starts with `prefix` (gsi3), at most `limit`. */
export async function listUsersByLastNamePrefix(prefix: string, limit: number): Promise<UserRecord[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND begins_with(gsi3sk, :prefix)',
      ExpressionAttributeValues: { ':pk': USERS_BY_LAST_NAME_PARTITION, ':prefix': prefix.toLowerCase() },
      Limit: limit,
    }),
  );
  return Items.map(fromUserItem);
}
