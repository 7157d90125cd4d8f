/**
 * Loads the standard course (shared/src/training/standard-course) into an empty course, every lesson
 * published with its required flag, in one transaction created only if no course item exists: two
 * admins pressing at once, or the demo seed run twice, load it once (docs/training.md "The standard
 * course"). Loading never overwrites a course that has lessons; loading into a course that already
 * holds every standard lesson changes nothing.
 */
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import type { AdminCourse, StandardLesson } from '#shared/training/training';
import { EMPTY_COURSE, type CourseRecord, type LessonRecord } from '../db/entities/training-course.entity';
import { ConflictError, CourseNotEmptyError } from '../lib/errors';
import { readCourse } from './course.repository';
import { insertCourse, retryWhileRaced } from './course-authoring.repository';
import { summaryOf } from './course-authoring.rules';
import { toAdminCourse } from './course-authoring.views';
import { readCourseStats } from './training-stats.repository';

/** A standard lesson as stored: published, revision 1. */
function storedLesson({ lessonId, required, content }: StandardLesson, at: string) {
  const lesson: LessonRecord = {
    lessonId,
    ...summaryOf(content),
    required,
    published: true,
    revision: 1,
    createdAt: at,
    updatedAt: at,
  };
  return { lesson, content: { lessonId, content, revision: 1 } };
}

/** True when the course holds every lesson of the standard course (added since or not). */
const holdsEveryStandardLesson = (
  lessons: readonly LessonRecord[],
  standardCourse: readonly StandardLesson[],
) => standardCourse.every((standard) => lessons.some((lesson) => lesson.lessonId === standard.lessonId));

/**
 * POST /api/admin/training/standard-course, and the demo seed: the course as loaded (as it is, when
 * it holds the standard course already), or 409 COURSE_NOT_EMPTY when it has other lessons. At most COURSE_LESSONS_MAX (30) lessons, so the
 * transaction (two items a lesson and the course item) stays within DynamoDB's 100 items.
 */
export async function loadStandardCourse(
  now: Date,
  standardCourse: readonly StandardLesson[] = STANDARD_COURSE,
): Promise<AdminCourse> {
  const current = await readCourse({ consistent: true });
  if (holdsEveryStandardLesson(current.lessons, standardCourse)) {
    return toAdminCourse(current.course, current.lessons, await readCourseStats());
  }
  const at = now.toISOString();
  const lessons = standardCourse.map((standard) => storedLesson(standard, at));
  const course: CourseRecord = {
    lessonOrder: lessons.map(({ lesson }) => lesson.lessonId),
    // The required published set grew from nothing: version 1, and no earlier badge to keep or revoke.
    version: lessons.some(({ lesson }) => lesson.required) ? 1 : 0,
    certificationValidFromVersion: EMPTY_COURSE.certificationValidFromVersion,
    recertificationAskedAt: null,
    updatedAt: at,
  };
  const loaded = await retryWhileRaced(
    async () => {
      const existing = await readCourse({ consistent: true });
      // Not empty (loaded by another admin meanwhile, or written by hand): decided below.
      if (existing.lessons.length > 0 || existing.course.updatedAt !== EMPTY_COURSE.updatedAt) {
        return { outcome: 'conditionFailed' as const };
      }
      return { outcome: await insertCourse(course, lessons) };
    },
    // Only a lost race is retried: the next read then finds the course the winner loaded.
    (outcome) => outcome === 'conflict',
  );
  if (loaded.outcome === 'conditionFailed') {
    // Another admin (or the seed) loaded it first: their course is the answer if it is this one.
    const winner = await readCourse({ consistent: true });
    if (!holdsEveryStandardLesson(winner.lessons, standardCourse)) throw new CourseNotEmptyError();
    return toAdminCourse(winner.course, winner.lessons, await readCourseStats());
  }
  if (loaded.outcome !== 'written') throw new ConflictError();
  return toAdminCourse(
    course,
    lessons.map(({ lesson }) => lesson),
    await readCourseStats(),
  );
}
