/** How the admin's training routes show the course and a lesson (shared/src/training/training.ts). */
import type { AdminCourse, AdminLesson, AdminLessonSummary } from '#shared/training/training';
import type {
  CourseRecord,
  CourseStatsRecord,
  LessonContentRecord,
  LessonRecord,
} from '../db/entities/training-course.entity';
import { validCertifiedCount } from './training-stats.service';

/** A lesson as the admin list shows it, at its 1-based place in the course. */
export const toAdminLessonSummary = (lesson: LessonRecord, position: number): AdminLessonSummary => ({
  lessonId: lesson.lessonId,
  position,
  title: lesson.title,
  required: lesson.required,
  published: lesson.published,
  questionCount: lesson.questionCount,
  revision: lesson.revision,
  updatedAt: lesson.updatedAt,
});

/** The course with its lessons in order, its version rule and the buyers a re-certification would affect. */
export const toAdminCourse = (
  course: CourseRecord,
  lessons: readonly LessonRecord[],
  stats: CourseStatsRecord,
): AdminCourse => ({
  lessons: lessons.map((lesson, index) => toAdminLessonSummary(lesson, index + 1)),
  version: course.version,
  certificationValidFromVersion: course.certificationValidFromVersion,
  validCertifiedCount: validCertifiedCount(stats, course),
});

/** One lesson for the editor, answers included (admins only). */
export const toAdminLesson = (
  lesson: LessonRecord,
  position: number,
  content: LessonContentRecord,
): AdminLesson => ({ ...toAdminLessonSummary(lesson, position), content: content.content });
