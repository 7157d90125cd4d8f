/**
 * The only module that writes user items, and reads them for the features (the route pipeline's
 * own read of the caller's account state is lib/http/caller-account.ts).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OwnerLocation } from '#shared/users/owner-location';
import { dynamo } from '../lib/clients';
import { batchGet } from '../db/batch';
import { queryOnce, queryPage, type Page } from '../db/query';
import { CREATE_ONLY, EXISTING_ONLY, isConditionFailure, tableName } from '../db/table';
import {
  CERTIFIED_USERS_INDEX,
  CERTIFIED_USERS_PARTITION,
  type NewUserRecord,
  OWNER_MAP_MEMBERS_INDEX,
  OWNER_MAP_MEMBERS_PARTITION,
  USER_BY_EMAIL_INDEX,
  USERS_BY_EMAIL_INDEX,
  USERS_BY_EMAIL_PARTITION,
  USERS_BY_LAST_NAME_INDEX,
  USERS_BY_LAST_NAME_PARTITION,
  type UserRecord,
  fromUserItem,
  ownerMapMemberKey,
  toUserItem,
  userByEmailKey,
  userByEmailPartition,
  userKey,
  userListByEmailKey,
  userListByLastNameKey,
} from '../db/entities/user.entity';
import { NotFoundError } from '../lib/errors';

/** The user, or null when there is none. */
export async function findUser(userId: string): Promise<UserRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(userId), ConsistentRead: true }),
  );
  return Item ? fromUserItem(Item) : null;
}

/** The user with this e-mail address, or null (read from the e-mail index: eventually consistent). */
export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const { items } = await queryOnce(
    { index: USER_BY_EMAIL_INDEX, partition: userByEmailPartition(email) },
    { limit: 1 },
  );
  return items[0] ? fromUserItem(items[0]) : null;
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
    if (!isConditionFailure(error)) throw error;
    const existing = await findUser(user.userId);
    if (!existing) throw error;
    return existing;
  }
}

/** Sets some fields of an existing user and answers the stored result; 404 when there is none. */
export async function updateUser(
  userId: string,
  // The badge is written only by the training transaction that earns it (docs/training.md).
  changes: Partial<Omit<UserRecord, 'userId' | 'createdAt' | 'certification'>>,
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
    if (isConditionFailure(error)) throw new NotFoundError('User not found.');
    throw error;
  }
}

/**
 * Saves whether and where the member appears on the Owners Club map, and in the same UpdateItem
 * writes the sparse map index key (visible) or removes it (not), so the map never lists a member
 * whose choice says otherwise (docs/demand.md "Owners Club map"). 404 when there is no user.
 */
export async function saveOwnerLocation(
  userId: string,
  ownerLocation: OwnerLocation,
  now: string,
): Promise<UserRecord> {
  const mapKey =
    ownerLocation.visible && ownerLocation.zipCode !== null
      ? ownerMapMemberKey(ownerLocation.zipCode, userId)
      : null;
  const indexUpdate = mapKey
    ? { set: ', #gsi5pk = :gsi5pk, #gsi5sk = :gsi5sk', remove: '' }
    : { set: '', remove: ' REMOVE #gsi5pk, #gsi5sk' };
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        ConditionExpression: EXISTING_ONLY,
        UpdateExpression: `SET #ownerLocation = :ownerLocation, #updatedAt = :updatedAt${indexUpdate.set}${indexUpdate.remove}`,
        ExpressionAttributeNames: {
          '#ownerLocation': 'ownerLocation',
          '#updatedAt': 'updatedAt',
          '#gsi5pk': 'gsi5pk',
          '#gsi5sk': 'gsi5sk',
        },
        ExpressionAttributeValues: {
          ':ownerLocation': ownerLocation,
          ':updatedAt': now,
          ...(mapKey ? { ':gsi5pk': mapKey.gsi5pk, ':gsi5sk': mapKey.gsi5sk } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromUserItem(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('User not found.');
    throw error;
  }
}

/**
 * The users on the Owners Club map's index, in ZIP order, at most `limit` of them: the index
 * follows each member's own choice; whether they may still appear (active, a member role) is the
 * reader's rule.
 */
export async function listOwnerMapMembers(limit: number): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const round = await queryOnce(
      { index: OWNER_MAP_MEMBERS_INDEX, partition: OWNER_MAP_MEMBERS_PARTITION },
      { limit: limit - users.length, forward: true, startKey },
    );
    users.push(...round.items.map(fromUserItem));
    startKey = round.lastKey;
  } while (startKey && users.length < limit);
  return users;
}

/** Users ordered by e-mail, optionally only those whose e-mail starts with `prefix`. */
export function listUsersByEmail(options: {
  prefix?: string;
  limit: number;
  cursor?: string;
}): Promise<Page<UserRecord>> {
  return queryPage(
    {
      index: USERS_BY_EMAIL_INDEX,
      partition: USERS_BY_EMAIL_PARTITION,
      ...(options.prefix ? { sort: { beginsWith: options.prefix.toLowerCase() } } : {}),
    },
    { cursor: options.cursor, limit: options.limit, forward: true },
    fromUserItem,
  );
}

/** Query rounds one page of certified buyers may take to fill up past badges no longer valid. */
const CERTIFIED_FILL_ROUNDS = 5;

/**
 * Buyers holding a valid Certified Buyer badge, newest badge first: the sparse badge index,
 * filtered to badges earned on `validFromVersion` or later whose holder is active
 * (docs/training.md "When the course changes").
 */
export function listCertifiedUsers(options: {
  validFromVersion: number;
  limit: number;
  cursor?: string;
}): Promise<Page<UserRecord>> {
  return queryPage(
    { index: CERTIFIED_USERS_INDEX, partition: CERTIFIED_USERS_PARTITION },
    {
      cursor: options.cursor,
      limit: options.limit,
      forward: false,
      filter: {
        expression: '#certification.#courseVersion >= :validFrom AND #accountStatus = :active',
        names: {
          '#certification': 'certification',
          '#courseVersion': 'courseVersion',
          '#accountStatus': 'accountStatus',
        },
        values: { ':validFrom': options.validFromVersion, ':active': 'active' },
      },
      fillRounds: CERTIFIED_FILL_ROUNDS,
    },
    fromUserItem,
  );
}

/** Users whose last name starts with `prefix`, at most `limit`. */
export async function listUsersByLastNamePrefix(prefix: string, limit: number): Promise<UserRecord[]> {
  const { items } = await queryOnce(
    {
      index: USERS_BY_LAST_NAME_INDEX,
      partition: USERS_BY_LAST_NAME_PARTITION,
      sort: { beginsWith: prefix.toLowerCase() },
    },
    { limit },
  );
  return items.map(fromUserItem);
}
