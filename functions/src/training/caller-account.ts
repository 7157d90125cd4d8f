/**
 * The caller's User item for the training routes, without any write: several of them are granted
 * only `table:read`, so they take the item the route pipeline read rather than `getCurrentUser`
 * (which may create or update it).
 */
import type { UserRecord } from '../db/entities/user.entity';
import type { Principal } from '../lib/http/principal';
import { findUser, newUserRecord } from '../users/users.service';

/**
 * The caller's stored User item; before it exists (a first call), the user the token describes, as
 * first sign-in would store it (docs/requirements.md#r4-10: the token stands until an item exists).
 */
export async function callerAccount(principal: Principal): Promise<UserRecord> {
  return (
    principal.account ??
    (await findUser(principal.userId)) ??
    newUserRecord(principal, new Date().toISOString())
  );
}
