/**
 * The badge as pure rules (docs/training.md "The badge"): which required published lessons a buyer
 * still lacks, whether a badge is due, and the badge as the API shows it.
 */
import { isBadgeValid } from '#shared/training/certification-rule';
import type { Certification } from '#shared/training/training';
import type { CourseRecord, LessonRecord } from '../db/entities/training-course.entity';
import type { UserRecord } from '../db/entities/user.entity';

/** The badge as the User item stores it. */
export type StoredBadge = NonNullable<UserRecord['certification']>;

/** The lessons that count toward the badge: required and published, in course order. */
export const requiredPublishedLessonIds = (lessons: readonly LessonRecord[]): string[] =>
  lessons.filter((lesson) => lesson.required && lesson.published).map((lesson) => lesson.lessonId);

/** The required published lessons not in `completed`. */
export const missingRequiredLessons = (
  lessons: readonly LessonRecord[],
  completed: ReadonlySet<string>,
): string[] => requiredPublishedLessonIds(lessons).filter((lessonId) => !completed.has(lessonId));

/**
 * Whether a badge is due: the course has required published lessons, every one is completed, and
 * the buyer holds no valid badge.
 */
export function isBadgeDue(
  lessons: readonly LessonRecord[],
  completed: ReadonlySet<string>,
  badge: StoredBadge | null,
  course: CourseRecord,
): boolean {
  return (
    requiredPublishedLessonIds(lessons).length > 0 &&
    missingRequiredLessons(lessons, completed).length === 0 &&
    !isBadgeValid(badge, course)
  );
}

/** The badge as its holder sees it, or null when there is none. */
export function toCertification(
  badge: StoredBadge | null,
  course: CourseRecord,
  accountActive = true,
): Certification | null {
  return badge ? { ...badge, valid: isBadgeValid(badge, course, accountActive) } : null;
}
