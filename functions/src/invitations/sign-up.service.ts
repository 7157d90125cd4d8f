/**
 * Signing up with an invitation (POST /api/aws-auth/signup-with-invitation). Atomic under races:
 *
 * 1. rate limits (per address and per source IP), then the token is looked up and its state checked;
 * 2. the invitation is CLAIMED by one conditional update: of any number of concurrent sign-ups on
 *    one token exactly one holds the claim, the others answer 409 INVITATION_USED at once;
 * 3. the Cognito account is created (confirmed, permanent password, in the role's group);
 * 4. one transaction writes the User item and marks the invitation used, only while the claim is
 *    still ours.
 *
 * Any failure after the claim releases it (the invitation is pending again) and removes a Cognito
 * user created on the way, so a failed sign-up changes nothing, with one exception: an address
 * found already registered binds the invitation to it, so one invitation cannot test address after
 * address for an account (any other address then answers 409 INVITATION_USED;
 * docs/requirements.md#r6-10). A claim whose sign-up died mid-way
 * (a crashed function) goes stale after CLAIM_STALE_AFTER_MS and may then be taken over.
 */
import { randomUUID } from 'node:crypto';
import { invitationStatusAt, type SignUpWithInvitationBody } from '#shared/invitations/invitations';
import { requiresPhoneNumber } from '#shared/users/profile-completion';
import { GROUP_FOR_ROLE, type Role } from '#shared/users/roles';
import { toE164 } from '#shared/core/validation';
import type { InvitationRecord } from '../db/entities/invitation.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { AppError, ValidationError } from '../lib/errors';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { newUserRecord } from '../users/users.service';
import { AccountRefusedError, createAccount, deleteAccount } from './cognito-accounts.repository';
import { hashInvitationToken } from './invitation-token';
import {
  claimInvitation,
  completeSignUp,
  findInvitation,
  releaseInvitationClaim,
} from './invitations.repository';

/** Longer than a sign-up can take (the function times out after 10 s), short enough to retry soon. */
export const CLAIM_STALE_AFTER_MS = 2 * 60 * 1000;

export interface SignUpResult {
  userId: string;
  email: string;
  role: Role;
  /** False when the address is the one the invitation was sent to (docs/requirements.md#r4-10). */
  emailVerificationRequired: boolean;
}

/** Answers the error for an invitation that cannot be used now, or null when it can. */
function unusableInvitationError(record: InvitationRecord | null, now: Date): AppError | null {
  if (!record) return new AppError('INVITATION_UNKNOWN');
  const status = invitationStatusAt({ status: record.status, expiresAt: record.validUntil }, now);
  if (status === 'used') return new AppError('INVITATION_USED');
  if (status === 'expired') return new AppError('INVITATION_EXPIRED');
  return null;
}

/**
 * Whether signing up proves the address: the invitation was e-mailed to it, so whoever holds the
 * link reads that inbox (docs/requirements.md#r4-10).
 */
const isInvitedAddress = (invitation: InvitationRecord, email: string): boolean =>
  invitation.email !== null && invitation.email.trim().toLowerCase() === email.trim().toLowerCase();

/** The new user's record: the invitation's role, the form's names, phone and language. */
function signedUpUser(
  body: SignUpWithInvitationBody,
  userId: string,
  role: Role,
  phoneNumber: string | null,
  emailVerified: boolean,
  now: string,
): UserRecord {
  const group = GROUP_FOR_ROLE[role];
  return {
    ...newUserRecord(
      {
        userId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber,
        cognitoGroups: [group],
        roles: [role],
        role,
        emailVerified,
      },
      now,
    ),
    languagePreference: body.languagePreference ?? 'en',
  };
}

/** Creates the account an invitation allows and uses the invitation up; see the module comment. */
export async function signUpWithInvitation(
  body: SignUpWithInvitationBody,
  sourceIp: string | undefined,
  now: Date,
): Promise<SignUpResult> {
  // Counted before anything is looked at, so failed attempts count too.
  await enforceRateLimit('signUp', body.email, now);
  if (sourceIp) await enforceRateLimit('signUpPerIp', `ip:${sourceIp}`, now);

  const tokenHash = hashInvitationToken(body.invitationToken);
  const invitation = await findInvitation(tokenHash);
  const refusal = unusableInvitationError(invitation, now);
  if (refusal || !invitation) throw refusal ?? new AppError('INVITATION_UNKNOWN');
  // Only the server knows the invitation's role, so this docs/requirements.md#r5-1 rule is checked here, not
  // in the schema: the phone the new profile would otherwise be sent back for (docs/requirements.md#r4-7).
  if (requiresPhoneNumber({ role: invitation.role }) && !body.phoneNumber) {
    throw new ValidationError([{ path: 'body.phoneNumber', message: 'phoneRequired' }]);
  }

  const nowIso = now.toISOString();
  const claimId = randomUUID();
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_AFTER_MS).toISOString();
  const email = body.email.trim().toLowerCase();
  if (!(await claimInvitation(tokenHash, claimId, email, nowIso, staleBefore))) {
    // Lost to another sign-up, bound to another address, or expired or used meanwhile: say which
    // as of now (a binding reads as used, which it is for every other address).
    throw unusableInvitationError(await findInvitation(tokenHash), now) ?? new AppError('INVITATION_USED');
  }

  const phoneNumber = body.phoneNumber ? toE164(body.phoneNumber) : null;
  const emailVerified = isInvitedAddress(invitation, body.email);
  let account: Awaited<ReturnType<typeof createAccount>>;
  try {
    account = await createAccount({
      email: body.email,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber,
      emailVerified,
      locale: body.languagePreference ?? null,
      group: GROUP_FOR_ROLE[invitation.role],
    });
  } catch (error) {
    const emailTaken = error instanceof AccountRefusedError && error.reason === 'email-taken';
    await releaseInvitationClaim(tokenHash, claimId, emailTaken ? email : undefined);
    if (error instanceof AccountRefusedError) {
      if (error.reason === 'email-taken') throw new AppError('EMAIL_ALREADY_REGISTERED');
      throw new ValidationError([{ path: 'body.password', message: 'passwordInvalid' }]);
    }
    throw error;
  }

  const user = signedUpUser(body, account.userId, invitation.role, phoneNumber, emailVerified, nowIso);
  let completed = false;
  try {
    completed = await completeSignUp(user, tokenHash, claimId, nowIso);
  } finally {
    if (!completed) {
      await deleteAccount(account.username);
      await releaseInvitationClaim(tokenHash, claimId);
    }
  }
  if (!completed) throw new AppError('INVITATION_USED');
  return {
    userId: account.userId,
    email: body.email,
    role: invitation.role,
    emailVerificationRequired: !emailVerified,
  };
}
