/**
 * The one read the route pipeline makes for every private request: the caller's stored User item,
 * with a consistent read so that an admin's deactivation or role change holds from the next request
 * on (docs/requirements.md#r4-10). Only the fields the pipeline enforces are fetched.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountStatus } from '#shared/admin/admin-users';
import { userKey, userRecordSchema } from '../../db/entities/user.entity';
import { tableName } from '../../db/table';
import { dynamo } from '../clients';
import type { StoredAccount } from './principal';

/** The caller's account as stored: what they may do, and whether they may do anything at all. */
export interface CallerAccount extends StoredAccount {
  accountStatus: AccountStatus;
  /** Two-step sign-in is on, as Cognito last reported it (docs/requirements.md#r6-7-mfa). */
  mfaEnabled: boolean;
}

const callerAccountSchema = userRecordSchema.pick({
  email: true,
  emailVerified: true,
  roles: true,
  cognitoGroups: true,
  accountStatus: true,
  mfaEnabled: true,
});

const FIELDS = Object.keys(callerAccountSchema.shape);

/**
 * The caller's stored account, or null before their User item exists (a first call: the item is
 * written by sign-up or by the first `me`; until then nothing stored can contradict the token).
 */
export async function readCallerAccount(userId: string): Promise<CallerAccount | null> {
  const answer = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKey(userId),
      ConsistentRead: true,
      ProjectionExpression: FIELDS.map((_, index) => `#f${index}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(FIELDS.map((field, index) => [`#f${index}`, field])),
    }),
  );
  return answer?.Item ? callerAccountSchema.parse(answer.Item) : null;
}
