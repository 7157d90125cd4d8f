/**
 * The admin's training statistics (docs/training.md "Statistics"), from the counters alone: buyers
 * who started, buyers whose badge is valid, and each lesson's reach, attempts, average score and
 * drop-off, in course order.
 */
import type { TrainingStats } from '#shared/training/training';
import {
  lessonStatsRecordSchema,
  type CourseRecord,
  type CourseStatsRecord,
  type LessonStatsRecord,
} from '../db/entities/training-course.entity';
import { readCourse } from './course.repository';
import { readCourseCounters } from './training-stats.repository';

/** A per-cent figure with one decimal, kept within 0–100 even if counters were moved out of step. */
const percent = (value: number): number => Math.min(100, Math.max(0, Math.round(value * 10) / 10));

/** Buyers holding a valid badge: those certified on a version the course still accepts. */
export function validCertifiedCount(
  stats: CourseStatsRecord,
  course: Pick<CourseRecord, 'certificationValidFromVersion'>,
): number {
  return Object.entries(stats.certifiedByVersion)
    .filter(([version]) => Number(version) >= course.certificationValidFromVersion)
    .reduce((sum, [, count]) => sum + count, 0);
}

/** Mean score of every attempt in per cent (one decimal), null before the first attempt. */
export const averageScorePercent = (counters: LessonStatsRecord): number | null =>
  counters.attempts > 0 ? percent(counters.scoreSum / counters.attempts) : null;

/** Share of the buyers who opened the lesson and have not completed it, null before anyone opened it. */
export const dropOffPercent = (counters: LessonStatsRecord): number | null =>
  counters.started > 0 ? percent(((counters.started - counters.completed) / counters.started) * 100) : null;

/** GET /api/admin/training/stats. */
export async function getTrainingStats(): Promise<TrainingStats> {
  const [{ course, lessons }, counters] = await Promise.all([readCourse(), readCourseCounters()]);
  const none = lessonStatsRecordSchema.parse({});
  return {
    buyersStarted: counters.course.buyersStarted,
    buyersCertified: validCertifiedCount(counters.course, course),
    lessons: lessons.map((lesson) => {
      const lessonCounters = counters.lessons.get(lesson.lessonId) ?? none;
      return {
        lessonId: lesson.lessonId,
        title: lesson.title,
        started: lessonCounters.started,
        completed: lessonCounters.completed,
        attempts: lessonCounters.attempts,
        averageScorePercent: averageScorePercent(lessonCounters),
        dropOffPercent: dropOffPercent(lessonCounters),
      };
    }),
  };
}
