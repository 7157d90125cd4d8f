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

/** True when the badge still holds under the course's rule. */
export function isBadgeValid(
  badge: EarnedBadge | null | undefined,
  course: CourseVersionRule,
  accountActive = true,
): boolean {
  return !!badge && accountActive && badge.courseVersion >= course.certificationValidFromVersion;
}
