/**
 * Two-step sign-in (docs/requirements.md#r6-7-mfa): the User item's `mfaEnabled` mirrors what
 * Cognito reports for the account; the route pipeline refuses the admin panel's routes to an admin
 * whose item says it is off (functions/src/lib/http/middlewares.ts).
 */
import type { MfaState } from '#shared/users/user';
import type { Principal } from '../lib/http/principal';
import { hasSoftwareTokenMfa } from './identity.repository';
import { updateUser } from './users.repository';
import { getCurrentUser } from './users.service';

/** Stores whether the caller's TOTP is on, read from Cognito (the request says nothing about it). */
export async function syncMfaState(principal: Principal, now: string): Promise<MfaState> {
  const user = await getCurrentUser(principal, now);
  const mfaEnabled = await hasSoftwareTokenMfa(principal.userId);
  if (user.mfaEnabled !== mfaEnabled) await updateUser(user.userId, { mfaEnabled }, now);
  return { mfaEnabled };
}
