/**
 * The caller's User item for the training routes, without any write: several of them are granted
 * only `table:read`, so they take the item the route pipeline read rather than `getCurrentUser`
 * (which may create or update it).
 */
import type { UserRecord } from '../db/entities/user.entity';
import { ForbiddenError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { readUser } from './progress.repository';

/** The caller's stored User item; 403 when there is none yet (nothing stored says they are a buyer). */
export async function callerAccount(principal: Principal): Promise<UserRecord> {
  const account = principal.account ?? (await readUser(principal.userId));
  if (!account) throw new ForbiddenError();
  return account;
}
