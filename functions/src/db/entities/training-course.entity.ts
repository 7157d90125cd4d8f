/**
 * The training course (docs/training.md "Stored items"): one partition holding the course item
 * (lesson order, version rule), one summary item and one content item per lesson, and the counters
 * behind the admin statistics. Summaries and content are apart so that the lesson list reads a few
 * hundred bytes per lesson, never every body.
 *
 * Access patterns:
 * - the course: GetItem pk=TRAINING#COURSE, sk=COURSE
 * - every lesson summary: Query pk=TRAINING#COURSE, sk begins_with LESSON# (30 at most)
 * - one lesson's body and quiz: GetItem pk=TRAINING#COURSE, sk=LESSON_CONTENT#<lessonId>
 * - every counter: Query pk=TRAINING#COURSE, sk begins_with STATS
 * - move a counter: UpdateItem `ADD`, in the transaction of the write it counts
 */
import * as z from 'zod';
import { lessonContentSchema } from '#shared/training/lesson-content';

export const TRAINING_COURSE_ENTITY = 'TrainingCourse';
export const TRAINING_LESSON_ENTITY = 'TrainingLesson';
export const TRAINING_LESSON_CONTENT_ENTITY = 'TrainingLessonContent';
export const TRAINING_STATS_ENTITY = 'TrainingStats';

/** The one partition of the course. */
export const TRAINING_COURSE_PARTITION = 'TRAINING#COURSE';
export const LESSON_PREFIX = 'LESSON#';
export const STATS_PREFIX = 'STATS';

/** Primary key of the course item. */
export const courseKey = () => ({ pk: TRAINING_COURSE_PARTITION, sk: 'COURSE' });
/** Primary key of a lesson's summary. */
export const lessonKey = (lessonId: string) => ({
  pk: TRAINING_COURSE_PARTITION,
  sk: `${LESSON_PREFIX}${lessonId}`,
});
/** Primary key of a lesson's body and quiz. */
export const lessonContentKey = (lessonId: string) => ({
  pk: TRAINING_COURSE_PARTITION,
  sk: `LESSON_CONTENT#${lessonId}`,
});
/** Primary key of the course-wide counters (buyers started; certified per course version). */
export const courseStatsKey = () => ({ pk: TRAINING_COURSE_PARTITION, sk: STATS_PREFIX });
/** Primary key of one lesson's counters. */
export const lessonStatsKey = (lessonId: string) => ({
  pk: TRAINING_COURSE_PARTITION,
  sk: `${STATS_PREFIX}#LESSON#${lessonId}`,
});

/** The course: its lessons' order and the version rule. Absent until the first lesson is written. */
export const courseRecordSchema = z.object({
  lessonOrder: z.array(z.string()),
  /** Grows by one whenever the required published set gains a lesson. */
  version: z.number().int().min(0),
  /** Badges earned on an older version are no longer valid. */
  certificationValidFromVersion: z.number().int().min(0),
  /** When an admin last asked for re-certification (what a revoked credential's check shows); items before it read as never. */
  recertificationAskedAt: z.string().nullable().default(null),
  updatedAt: z.string(),
});
export type CourseRecord = z.infer<typeof courseRecordSchema>;

/** The course before any lesson exists. */
export const EMPTY_COURSE: CourseRecord = {
  lessonOrder: [],
  version: 0,
  certificationValidFromVersion: 0,
  recertificationAskedAt: null,
  updatedAt: new Date(0).toISOString(),
};

/** A lesson's summary: what lists read. */
export const lessonRecordSchema = z.object({
  lessonId: z.string(),
  title: z.object({ en: z.string(), es: z.string() }),
  summary: z.object({ en: z.string(), es: z.string() }),
  required: z.boolean(),
  published: z.boolean(),
  questionCount: z.number().int().min(0),
  /** Minutes to read the body, per language (about 200 words a minute). */
  readingMinutes: z.object({ en: z.number().int().min(1), es: z.number().int().min(1) }),
  /** Changes with every save of the content. */
  revision: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LessonRecord = z.infer<typeof lessonRecordSchema>;

/** A lesson's content: body and quiz in both languages, answers included (never sent to buyers). */
export const lessonContentRecordSchema = z.object({
  lessonId: z.string(),
  content: lessonContentSchema,
  revision: z.number().int().min(1),
});
export type LessonContentRecord = z.infer<typeof lessonContentRecordSchema>;

/** The course-wide counters. `certifiedByVersion` counts badges by the version they were earned on. */
export const courseStatsRecordSchema = z.object({
  buyersStarted: z.number().int().default(0),
  certifiedByVersion: z.record(z.string(), z.number().int()).default({}),
});
export type CourseStatsRecord = z.infer<typeof courseStatsRecordSchema>;

/** One lesson's counters. */
export const lessonStatsRecordSchema = z.object({
  started: z.number().int().default(0),
  completed: z.number().int().default(0),
  attempts: z.number().int().default(0),
  /** Sum of every attempt's score in per cent (average = sum ÷ attempts). */
  scoreSum: z.number().int().default(0),
});
export type LessonStatsRecord = z.infer<typeof lessonStatsRecordSchema>;

/** Reading time of a Markdown body at about 200 words a minute, at least one minute. */
export function readingMinutesOf(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
