/**
 * A buyer's training (docs/training.md "Stored items"), in the buyer's own partition: one item for
 * the course as a whole, one per lesson opened, one per quiz attempt started.
 *
 * Access patterns:
 * - the buyer's training: GetItem pk=USER#<userId>, sk=TRAINING
 * - every lesson's progress: Query pk=USER#<userId>, sk begins_with TRAINING#LESSON# (30 at most)
 * - one lesson's progress: GetItem / conditional UpdateItem pk=USER#<userId>, sk=TRAINING#LESSON#<lessonId>
 * - one attempt: GetItem / conditional DeleteItem pk=USER#<userId>, sk=TRAINING#ATTEMPT#<attemptId>
 *   (expired by TTL after two hours)
 */
import * as z from 'zod';
import { USER_PREFIX } from './user.entity';

export const TRAINING_PROGRESS_ENTITY = 'TrainingProgress';
export const LESSON_PROGRESS_ENTITY = 'LessonProgress';
export const QUIZ_ATTEMPT_ENTITY = 'QuizAttempt';

export const LESSON_PROGRESS_PREFIX = 'TRAINING#LESSON#';

/** Primary key of a buyer's training item. */
export const trainingProgressKey = (userId: string) => ({ pk: `${USER_PREFIX}${userId}`, sk: 'TRAINING' });
/** Primary key of a buyer's progress in one lesson. */
export const lessonProgressKey = (userId: string, lessonId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${LESSON_PROGRESS_PREFIX}${lessonId}`,
});
/** Primary key of one quiz attempt. */
export const quizAttemptKey = (userId: string, attemptId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `TRAINING#ATTEMPT#${attemptId}`,
});

/** The buyer's course as a whole: absent until the first lesson is opened. */
export const trainingProgressRecordSchema = z.object({
  startedAt: z.string(),
  /** The lesson opened last: where "resume" goes. */
  lastLessonId: z.string().nullable(),
  onboardingDismissedAt: z.string().nullable().default(null),
});
export type TrainingProgressRecord = z.infer<typeof trainingProgressRecordSchema>;

/** The buyer's progress in one lesson. */
export const lessonProgressRecordSchema = z.object({
  lessonId: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  bestScorePercent: z.number().int().nullable(),
  /** Submission times within the last 24 hours (older ones are dropped on the next write). */
  recentAttemptTimes: z.array(z.string()),
  /** Every submitted attempt; the conditional write of the next one checks it did not move. */
  attemptCount: z.number().int().min(0),
});
export type LessonProgressRecord = z.infer<typeof lessonProgressRecordSchema>;

/** A started attempt: the order its questions and choices were shown in. */
export const quizAttemptRecordSchema = z.object({
  attemptId: z.string(),
  lessonId: z.string(),
  /** The lesson revision the questions came from. */
  revision: z.number().int().min(1),
  questions: z.array(z.object({ questionId: z.string(), choiceIds: z.array(z.string()) })),
  createdAt: z.string(),
  /** TTL attribute (epoch seconds). */
  expiresAt: z.number().int(),
});
export type QuizAttemptRecord = z.infer<typeof quizAttemptRecordSchema>;
