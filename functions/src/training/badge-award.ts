/**
 * Writing the badge (docs/training.md "The badge"): building the award from what was read, and
 * awarding a badge that became due outside the attempt that completed a lesson — a parallel
 * completion of another last lesson, or a course change. Idempotent: the User item's condition
 * lets only one badge through.
 */
import { randomBytes } from 'node:crypto';
import { personName } from '#shared/users/person-name';
import type { CourseRecord, LessonRecord } from '../db/entities/training-course.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { isBadgeDue, requiredPublishedLessonIds, type StoredBadge } from './certification';
import { readCourse } from './course.repository';
import { findUser } from '../users/users.service';
import {
  completedLessonIds,
  ensureCertifiedCounters,
  readLessonProgress,
  writeBadge,
  type BadgeAward,
} from './progress.repository';
import { untilWritten } from './training-writes';

/** Random bytes of a credential id: 16 bytes make 22 url-safe characters. */
const CREDENTIAL_ID_BYTES = 16;

/** A new, unguessable credential id. */
export const newCredentialId = (): string => randomBytes(CREDENTIAL_ID_BYTES).toString('base64url');

/**
 * The award of a badge earned now on this course, resting on every required published lesson but
 * `exceptLessonId` (the one the same transaction completes).
 */
export function buildAward(
  user: UserRecord,
  course: CourseRecord,
  lessons: readonly LessonRecord[],
  now: Date,
  exceptLessonId?: string,
): BadgeAward {
  return {
    user,
    holderName: personName(user),
    course,
    badge: { earnedAt: now.toISOString(), courseVersion: course.version, credentialId: newCredentialId() },
    completedLessonIds: requiredPublishedLessonIds(lessons).filter((lessonId) => lessonId !== exceptLessonId),
  };
}

/** The buyer's badge after an award was tried, and whether this call wrote it. */
export interface AwardResult {
  badge: StoredBadge | null;
  course: CourseRecord;
  certifiedNow: boolean;
}

/**
 * Reads the buyer's state and, when a badge is due, writes it by the conditional transaction; reads
 * again when a condition moved (a parallel award won, the course changed).
 */
export function awardBadgeIfDue(userId: string, now: Date): Promise<AwardResult> {
  return untilWritten(async () => {
    const [user, { course, lessons }, progress] = await Promise.all([
      findUser(userId),
      readCourse(),
      readLessonProgress(userId),
    ]);
    const badge = user?.certification ?? null;
    if (!user || !isBadgeDue(lessons, completedLessonIds(progress), badge, course)) {
      return { badge, course, certifiedNow: false };
    }
    const award = buildAward(user, course, lessons, now);
    await ensureCertifiedCounters();
    const outcome = await writeBadge(award);
    return outcome.kind === 'written' ? { badge: award.badge, course, certifiedNow: true } : undefined;
  });
}
