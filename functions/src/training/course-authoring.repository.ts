/**
 * The admin's writes to the training course (docs/training.md "Stored items"). Every write that spans
 * items is one transaction guarded by what the admin's service read: the course item by its
 * `updatedAt` (absent before the first lesson), a lesson by its revision or its flags. A guard that
 * fails means another admin wrote first; the service reads again and retries.
 */
import {
  EMPTY_COURSE,
  TRAINING_COURSE_ENTITY,
  TRAINING_LESSON_CONTENT_ENTITY,
  TRAINING_LESSON_ENTITY,
  courseKey,
  courseRecordSchema,
  lessonContentKey,
  lessonContentRecordSchema,
  lessonKey,
  lessonRecordSchema,
  type CourseRecord,
  type LessonContentRecord,
  type LessonRecord,
} from '../db/entities/training-course.entity';
import { CREATE_ONLY, tableName } from '../db/table';
import { failedAt, isTransactionConflict, transactWrite, type TransactItem } from '../db/transactions';
import { retry } from '../lib/retry';

/** How a guarded write ended: done, refused by one of its guards, or lost to a concurrent transaction. */
export type WriteOutcome = 'written' | 'conditionFailed' | 'conflict';

/** Runs a transaction; a failed condition of any of its items is 'conditionFailed'. */
async function guardedTransaction(items: TransactItem[]): Promise<WriteOutcome> {
  try {
    await transactWrite(items);
    return 'written';
  } catch (error) {
    if (items.some((_item, index) => failedAt(error, index))) return 'conditionFailed';
    if (isTransactionConflict(error)) return 'conflict';
    throw error;
  }
}

/** Tries of an authoring write: a lost race is read again and retried twice. */
const WRITE_ATTEMPTS = 3;

/** The pause before try `attempt` (1-based), jittered so two admins retrying do not collide again. */
const writeRetryDelayMs = (attempt: number): number => 50 * attempt * (1 + Math.random());

/**
 * Runs read-then-write `operation` again while its outcome is a lost race (by default any outcome
 * but 'written'); answers the last outcome.
 */
export function retryWhileRaced<T extends { outcome: WriteOutcome }>(
  operation: () => Promise<T>,
  isRaced: (outcome: WriteOutcome) => boolean = (outcome) => outcome !== 'written',
): Promise<T> {
  return retry(operation, {
    attempts: WRITE_ATTEMPTS,
    retryIf: ({ outcome }) => isRaced(outcome),
    delayMs: writeRetryDelayMs,
  });
}

/** The course item's next `updatedAt`: now, or a millisecond after the one read, so that every write changes it. */
export function nextCourseStamp(course: CourseRecord, now: Date): string {
  return new Date(Math.max(now.getTime(), Date.parse(course.updatedAt) + 1)).toISOString();
}

/** The condition that the course item is still as read: absent when read as the empty course. */
function courseGuard(course: CourseRecord) {
  return course.updatedAt === EMPTY_COURSE.updatedAt
    ? { ConditionExpression: CREATE_ONLY, values: {} }
    : { ConditionExpression: 'updatedAt = :readAt', values: { ':readAt': course.updatedAt } };
}

/** A lesson summary as stored. */
export const toLessonItem = (lesson: LessonRecord) => ({
  ...lessonKey(lesson.lessonId),
  entity: TRAINING_LESSON_ENTITY,
  ...lessonRecordSchema.parse(lesson),
});

/** A lesson's content as stored. */
export const toLessonContentItem = (content: LessonContentRecord) => ({
  ...lessonContentKey(content.lessonId),
  entity: TRAINING_LESSON_CONTENT_ENTITY,
  ...lessonContentRecordSchema.parse(content),
});

/** The course item as stored. */
export const toCourseItem = (course: CourseRecord) => ({
  ...courseKey(),
  entity: TRAINING_COURSE_ENTITY,
  ...courseRecordSchema.parse(course),
});

/** Creates a lesson (summary + content) and appends it to the course's order, guarded by the course as read. */
export function insertLesson(
  lesson: LessonRecord,
  content: LessonContentRecord,
  course: CourseRecord,
  at: string,
): Promise<WriteOutcome> {
  const guard = courseGuard(course);
  return guardedTransaction([
    { Put: { TableName: tableName(), Item: toLessonItem(lesson), ConditionExpression: CREATE_ONLY } },
    { Put: { TableName: tableName(), Item: toLessonContentItem(content), ConditionExpression: CREATE_ONLY } },
    {
      Update: {
        TableName: tableName(),
        Key: courseKey(),
        ConditionExpression: guard.ConditionExpression,
        // The first lesson creates the course item at version 0: an unpublished lesson changes no badge.
        UpdateExpression:
          'SET lessonOrder = list_append(if_not_exists(lessonOrder, :none), :added), updatedAt = :at, ' +
          '#version = if_not_exists(#version, :zero), ' +
          'certificationValidFromVersion = if_not_exists(certificationValidFromVersion, :zero), ' +
          'entity = if_not_exists(entity, :entity)',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ...guard.values,
          ':none': [],
          ':added': [lesson.lessonId],
          ':at': at,
          ':zero': 0,
          ':entity': TRAINING_COURSE_ENTITY,
        },
      },
    },
  ]);
}

/**
 * Replaces a lesson's content and its summary's words, counts and revision, only over the revision
 * the admin edited ('conditionFailed' when another save came first).
 */
export function replaceLessonContent(
  lesson: LessonRecord,
  content: LessonContentRecord,
  editedRevision: number,
): Promise<WriteOutcome> {
  return guardedTransaction([
    {
      Update: {
        TableName: tableName(),
        Key: lessonKey(lesson.lessonId),
        ConditionExpression: 'revision = :edited',
        UpdateExpression:
          'SET title = :title, summary = :summary, questionCount = :questionCount, ' +
          'readingMinutes = :readingMinutes, revision = :revision, updatedAt = :at',
        ExpressionAttributeValues: {
          ':edited': editedRevision,
          ':title': lesson.title,
          ':summary': lesson.summary,
          ':questionCount': lesson.questionCount,
          ':readingMinutes': lesson.readingMinutes,
          ':revision': lesson.revision,
          ':at': lesson.updatedAt,
        },
      },
    },
    { Put: { TableName: tableName(), Item: toLessonContentItem(content) } },
  ]);
}

/** What a settings change writes: the lesson's new flags and the course's version rule after it. */
export interface SettingsWrite {
  lesson: LessonRecord;
  /** The flags as read, which the write requires still to hold. */
  was: { published: boolean; required: boolean };
  course: CourseRecord;
  next: Pick<
    CourseRecord,
    'version' | 'certificationValidFromVersion' | 'recertificationAskedAt' | 'updatedAt'
  >;
}

/**
 * Sets a lesson's flags and the course's version rule together, guarded by both as read, so two
 * admins changing settings at once are serialized and neither's version bump is lost.
 */
export function writeLessonSettings({ lesson, was, course, next }: SettingsWrite): Promise<WriteOutcome> {
  const guard = courseGuard(course);
  return guardedTransaction([
    {
      Update: {
        TableName: tableName(),
        Key: lessonKey(lesson.lessonId),
        ConditionExpression: 'published = :wasPublished AND #required = :wasRequired',
        UpdateExpression: 'SET published = :published, #required = :required, updatedAt = :at',
        ExpressionAttributeNames: { '#required': 'required' },
        ExpressionAttributeValues: {
          ':wasPublished': was.published,
          ':wasRequired': was.required,
          ':published': lesson.published,
          ':required': lesson.required,
          ':at': lesson.updatedAt,
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: courseKey(),
        ConditionExpression: guard.ConditionExpression,
        UpdateExpression:
          'SET #version = :version, certificationValidFromVersion = :validFrom, ' +
          'recertificationAskedAt = :askedAt, updatedAt = :at',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ...guard.values,
          ':version': next.version,
          ':validFrom': next.certificationValidFromVersion,
          ':askedAt': next.recertificationAskedAt,
          ':at': next.updatedAt,
        },
      },
    },
  ]);
}

/** Replaces the course's lesson order, guarded by the course as read. */
export function writeLessonOrder(
  course: CourseRecord,
  lessonOrder: string[],
  at: string,
): Promise<WriteOutcome> {
  const guard = courseGuard(course);
  return guardedTransaction([
    {
      Update: {
        TableName: tableName(),
        Key: courseKey(),
        ConditionExpression: guard.ConditionExpression,
        UpdateExpression: 'SET lessonOrder = :order, updatedAt = :at',
        ExpressionAttributeValues: { ...guard.values, ':order': lessonOrder, ':at': at },
      },
    },
  ]);
}

/**
 * Writes a whole course into an empty table partition in one transaction: every lesson and its
 * content, then the course item, created only if absent ('conditionFailed' once a course exists).
 */
export function insertCourse(
  course: CourseRecord,
  lessons: readonly { lesson: LessonRecord; content: LessonContentRecord }[],
): Promise<WriteOutcome> {
  return guardedTransaction([
    ...lessons.flatMap(({ lesson, content }): TransactItem[] => [
      { Put: { TableName: tableName(), Item: toLessonItem(lesson), ConditionExpression: CREATE_ONLY } },
      {
        Put: { TableName: tableName(), Item: toLessonContentItem(content), ConditionExpression: CREATE_ONLY },
      },
    ]),
    { Put: { TableName: tableName(), Item: toCourseItem(course), ConditionExpression: CREATE_ONLY } },
  ]);
}
