/**
 * When a Certified Buyer badge holds (docs/training.md "When the course changes"): a badge records
 * the course version it was earned on, and holds while that version is not older than the one the
 * course last asked re-certification from, and the holder's account is active.
 */
export interface EarnedBadge {
  courseVersion: number;
}

export interface CourseVersionRule {
  certificationValidFromVersion: number;
}

/** A badge's holder as every reader has them: the badge (if any) and the account's status. */
export interface BadgeHolder {
  certification: EarnedBadge | null;
  accountStatus: string;
}

/** Whether the holder's account is active (a deactivated account's badge holds no more). */
export const isAccountActive = (holder: Pick<BadgeHolder, 'accountStatus'>): boolean =>
  holder.accountStatus === 'active';

/** True when the holder's badge holds now: under the course's rule, on an active account. */
export function holdsValidBadge(holder: BadgeHolder, course: CourseVersionRule): boolean {
  return isBadgeValid(holder.certification, course, isAccountActive(holder));
}

/** True when the badge still holds under the course's rule. */
export function isBadgeValid(
  badge: EarnedBadge | null | undefined,
  course: CourseVersionRule,
  accountActive = true,
): boolean {
  return !!badge && accountActive && badge.courseVersion >= course.certificationValidFromVersion;
}
