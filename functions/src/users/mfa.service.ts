/**
 * Two-step sign-in (docs/requirements.md#r6-7-mfa): the User item's `mfaEnabled` mirrors what
 * Cognito reports for the account, and admin routes refuse an admin whose item says it is off.
 */
import type { MfaState } from '#shared/users/user';
import { MfaRequiredError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { hasSoftwareTokenMfa } from './identity.repository';
import { findUser, updateUser } from './users.repository';
import { getCurrentUser } from './users.service';

/** Stores whether the caller's TOTP is on, read from Cognito (the request says nothing about it). */
export async function syncMfaState(principal: Principal, now: string): Promise<MfaState> {
  const user = await getCurrentUser(principal, now);
  const mfaEnabled = await hasSoftwareTokenMfa(principal.userId);
  if (user.mfaEnabled !== mfaEnabled) await updateUser(user.userId, { mfaEnabled }, now);
  return { mfaEnabled };
}

/**
 * Refuses an admin route (403 MFA_REQUIRED) unless the caller's stored User item has two-step
 * sign-in on; a consistent read, so turning it on takes effect at once.
 */
export async function requireAdminMfa(principal: Principal): Promise<void> {
  // No item yet (an admin's very first call): nothing says two-step sign-in is on.
  if (!(await findUser(principal.userId))?.mfaEnabled) throw new MfaRequiredError();
}
