/**
 * The badge once earned (docs/training.md "The badge", "The credential"): the holder's badge, the
 * signed Open Badges credential of a valid badge, and the public check of a shared credential.
 */
import { holdsValidBadge, isAccountActive } from '#shared/training/certification-rule';
import type { CredentialVerification, OpenBadgeCredential } from '#shared/training/training';
import type { CourseRecord } from '../db/entities/training-course.entity';
import type { CredentialRecord } from '../db/entities/credential.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { CredentialNotFoundError, NotCertifiedError } from '../lib/errors';
import { findUser } from '../users/users.service';
import type { Principal } from '../lib/http/principal';
import { callerAccount } from './caller-account';
import { ACHIEVEMENT_NAME, ISSUER_NAME, signedBadgeCredential } from './badge-credential';
import { toCertification } from './certification';
import { readCourseRecord } from './course.repository';
import { readCredential } from './credential.repository';

/** GET /api/training/certification: the caller's badge (valid or not), or null. */
export async function getMyCertification(principal: Principal) {
  const [user, course] = await Promise.all([callerAccount(principal), readCourseRecord()]);
  return { certification: toCertification(user.certification, course, isAccountActive(user)) };
}

/** GET /api/training/certification/credential: the caller's valid badge, signed; else 404 NOT_CERTIFIED. */
export async function getMyCredential(principal: Principal, now: Date): Promise<OpenBadgeCredential> {
  const [user, course] = await Promise.all([callerAccount(principal), readCourseRecord()]);
  const badge = user.certification;
  if (!badge || !holdsValidBadge(user, course)) throw new NotCertifiedError();
  const credential = await readCredential(badge.credentialId);
  if (!credential) throw new NotCertifiedError();
  return signedBadgeCredential(
    { credentialId: credential.credentialId, holderName: credential.holderName, earnedAt: badge.earnedAt },
    now,
  );
}

/**
 * When a credential stopped holding, when that is recorded: when re-certification was asked after
 * it was earned, or when its holder earned the badge again (a new credential replaced it); null
 * otherwise (a deactivated account: its status says so, not when).
 */
function revokedAt(
  credential: CredentialRecord,
  holder: UserRecord | null,
  course: CourseRecord,
): string | null {
  if (credential.courseVersion < course.certificationValidFromVersion) return course.recertificationAskedAt;
  const current = holder?.certification;
  return current && current.credentialId !== credential.credentialId ? current.earnedAt : null;
}

/**
 * GET /api/training/credentials/{credentialId} (public): valid while its holder still carries it and
 * it holds under the course's rule and the holder's account is active; revoked otherwise.
 */
export async function verifyCredential(credentialId: string): Promise<CredentialVerification> {
  const credential = await readCredential(credentialId);
  if (!credential) throw new CredentialNotFoundError();
  const [holder, course] = await Promise.all([findUser(credential.userId), readCourseRecord()]);
  const carried = holder?.certification?.credentialId === credentialId ? holder.certification : null;
  const valid =
    !!holder && holdsValidBadge({ certification: carried, accountStatus: holder.accountStatus }, course);
  return {
    credentialId,
    status: valid ? 'valid' : 'revoked',
    holderName: credential.holderName,
    achievementName: ACHIEVEMENT_NAME,
    issuerName: ISSUER_NAME,
    issuedAt: credential.issuedAt,
    revokedAt: valid ? null : revokedAt(credential, holder, course),
  };
}
