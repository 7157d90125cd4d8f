/**
 * What admins do with the training course (docs/training.md): read it and one lesson with its
 * answers, add a lesson, save a lesson's words and quiz over the revision they edited, publish and
 * require lessons by the course-change rule, and reorder the course. Every write re-reads what it
 * is guarded by and retries when another admin wrote first.
 */
import { ulid } from 'ulid';
import {
  COURSE_LESSONS_MAX,
  type AdminCourse,
  type AdminLesson,
  type CreateLessonBody,
  type LessonOrderBody,
  type LessonSettingsBody,
  type UpdateLessonBody,
} from '#shared/training/training';
import type { LessonRecord } from '../db/entities/training-course.entity';
import { ConflictError, CourseFullError, LessonNotFoundError, ValidationError } from '../lib/errors';
import { readCourse, readCourseRecord, readLessonContent, type Course } from './course.repository';
import {
  insertLesson,
  nextCourseStamp,
  replaceLessonContent,
  retryWhileRaced,
  writeLessonOrder,
  writeLessonSettings,
} from './course-authoring.repository';
import { orderProblem, summaryOf, versionRuleAfter } from './course-authoring.rules';
import { toAdminCourse, toAdminLesson } from './course-authoring.views';
import { readCourseStats } from './training-stats.repository';

/** The lesson and its 1-based place in the course, or 404 LESSON_NOT_FOUND. */
function findLesson({ lessons }: Course, lessonId: string): { lesson: LessonRecord; position: number } {
  const index = lessons.findIndex((lesson) => lesson.lessonId === lessonId);
  const lesson = lessons[index];
  if (!lesson) throw new LessonNotFoundError();
  return { lesson, position: index + 1 };
}

/** The admin view of a course as just read or written, with the buyers holding a valid badge. */
async function adminCourseOf({ course, lessons }: Course): Promise<AdminCourse> {
  return toAdminCourse(course, lessons, await readCourseStats());
}

/** GET /api/admin/training/lessons: every lesson, published or not, in order. */
export async function getAdminCourse(): Promise<AdminCourse> {
  return adminCourseOf(await readCourse());
}

/** GET /api/admin/training/lessons/{lessonId}: the lesson in both languages with its answers. */
export async function getAdminLesson(lessonId: string): Promise<AdminLesson> {
  const [course, content] = await Promise.all([readCourse(), readLessonContent(lessonId)]);
  const { lesson, position } = findLesson(course, lessonId);
  if (!content) throw new LessonNotFoundError();
  return toAdminLesson(lesson, position, content);
}

/**
 * POST /api/admin/training/lessons: a new unpublished lesson at the end of the course, its summary,
 * content and place in one transaction; 409 COURSE_FULL past the course's lesson limit.
 */
export async function createLesson(body: CreateLessonBody, now: Date): Promise<AdminLesson> {
  const at = now.toISOString();
  const created = await retryWhileRaced(async () => {
    const course = await readCourseRecord({ consistent: true });
    if (course.lessonOrder.length >= COURSE_LESSONS_MAX) throw new CourseFullError();
    const lessonId = ulid(now.getTime()).toLowerCase();
    const lesson: LessonRecord = {
      lessonId,
      ...summaryOf(body.content),
      required: body.required,
      published: false,
      revision: 1,
      createdAt: at,
      updatedAt: at,
    };
    const content = { lessonId, content: body.content, revision: 1 };
    const outcome = await insertLesson(lesson, content, course, nextCourseStamp(course, now));
    return { outcome, lesson, content, position: course.lessonOrder.length + 1 };
  });
  if (created.outcome !== 'written') throw new ConflictError();
  return toAdminLesson(created.lesson, created.position, created.content);
}

/**
 * PUT /api/admin/training/lessons/{lessonId}: new words and quiz over the revision the admin edited
 * (409 CONFLICT when another save came first). Live at once when published; never touches badges.
 */
export async function updateLesson(
  lessonId: string,
  body: UpdateLessonBody,
  now: Date,
): Promise<AdminLesson> {
  const saved = await retryWhileRaced(
    async () => {
      const { lesson: was, position } = findLesson(await readCourse({ consistent: true }), lessonId);
      const lesson: LessonRecord = {
        ...was,
        ...summaryOf(body.content),
        revision: body.revision + 1,
        updatedAt: now.toISOString(),
      };
      const content = { lessonId, content: body.content, revision: lesson.revision };
      const outcome = await replaceLessonContent(lesson, content, body.revision);
      return { outcome, lesson, content, position };
    },
    // A refused revision is final: only a lost race with another transaction is worth another try.
    (outcome) => outcome === 'conflict',
  );
  if (saved.outcome === 'conditionFailed') {
    throw new ConflictError(
      'The lesson was saved by someone else since you opened it; reload it and edit again',
    );
  }
  if (saved.outcome !== 'written') throw new ConflictError();
  return toAdminLesson(saved.lesson, saved.position, saved.content);
}

/**
 * PUT /api/admin/training/lessons/{lessonId}/settings: publish or unpublish, require or not. Adding
 * the lesson to the required published set moves the course version (and, when asked, the version
 * badges must be earned on), in the same transaction as the lesson's flags.
 */
export async function setLessonSettings(
  lessonId: string,
  settings: LessonSettingsBody,
  now: Date,
): Promise<AdminCourse> {
  const written = await retryWhileRaced(async () => {
    const read = await readCourse({ consistent: true });
    const { lesson: was } = findLesson(read, lessonId);
    if (was.published === settings.published && was.required === settings.required) {
      return { outcome: 'written' as const, course: read };
    }
    const lesson = {
      ...was,
      published: settings.published,
      required: settings.required,
      updatedAt: now.toISOString(),
    };
    const next = {
      ...read.course,
      ...versionRuleAfter(read.course, was, settings, now.toISOString()),
      updatedAt: nextCourseStamp(read.course, now),
    };
    const outcome = await writeLessonSettings({
      lesson,
      was: { published: was.published, required: was.required },
      course: read.course,
      next,
    });
    const lessons = read.lessons.map((each) => (each.lessonId === lessonId ? lesson : each));
    return { outcome, course: { course: next, lessons } };
  });
  if (written.outcome !== 'written') throw new ConflictError();
  return adminCourseOf(written.course);
}

/** PUT /api/admin/training/order: every lesson of the course, once, in a new order (else 400). */
export async function setLessonOrder(body: LessonOrderBody, now: Date): Promise<AdminCourse> {
  const written = await retryWhileRaced(async () => {
    const read = await readCourse({ consistent: true });
    const problem = orderProblem(read.course.lessonOrder, body.lessonIds);
    if (problem) throw new ValidationError([{ path: 'body.lessonIds', message: problem }]);
    const course = {
      ...read.course,
      lessonOrder: body.lessonIds,
      updatedAt: nextCourseStamp(read.course, now),
    };
    const outcome = await writeLessonOrder(read.course, course.lessonOrder, course.updatedAt);
    const byId = new Map(read.lessons.map((lesson) => [lesson.lessonId, lesson]));
    const lessons = body.lessonIds.flatMap((lessonId) => byId.get(lessonId) ?? []);
    return { outcome, course: { course, lessons } };
  });
  if (written.outcome !== 'written') throw new ConflictError();
  return adminCourseOf(written.course);
}
