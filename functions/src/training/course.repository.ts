/**
 * Reads of the training course shared by the buyer's and the admin's services: the course item,
 * every lesson summary in course order, and one lesson's content. Writes live with the service that
 * owns them (authoring: course-authoring.repository.ts; progress: progress.repository.ts).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  EMPTY_COURSE,
  LESSON_PREFIX,
  TRAINING_COURSE_PARTITION,
  courseKey,
  courseRecordSchema,
  lessonContentKey,
  lessonContentRecordSchema,
  lessonRecordSchema,
  type CourseRecord,
  type LessonContentRecord,
  type LessonRecord,
} from '../db/entities/training-course.entity';
import { TABLE } from '../db/indexes';
import { queryAll } from '../db/query';
import { tableName } from '../db/table';
import { dynamo } from '../lib/clients';

/** The course item and its lesson summaries in course order (lessons missing from the order last). */
export interface Course {
  course: CourseRecord;
  lessons: LessonRecord[];
}

/** How to read: strongly consistent when a write is about to be guarded by what was read. */
export interface CourseReadOptions {
  consistent?: boolean;
}

/** The course item; the empty course before any lesson was written. */
export async function readCourseRecord({ consistent }: CourseReadOptions = {}): Promise<CourseRecord> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: courseKey(),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return Item ? courseRecordSchema.parse(Item) : EMPTY_COURSE;
}

/** The course and every lesson summary (published or not), in the course's order. */
export async function readCourse(options: CourseReadOptions = {}): Promise<Course> {
  const [course, items] = await Promise.all([
    readCourseRecord(options),
    queryAll(
      { index: TABLE, partition: TRAINING_COURSE_PARTITION, sort: { beginsWith: LESSON_PREFIX } },
      { consistent: options.consistent },
    ),
  ]);
  const position = new Map(course.lessonOrder.map((lessonId, index) => [lessonId, index]));
  const lessons = items
    .map((item) => lessonRecordSchema.parse(item))
    .sort(
      (a, b) =>
        (position.get(a.lessonId) ?? Number.MAX_SAFE_INTEGER) -
        (position.get(b.lessonId) ?? Number.MAX_SAFE_INTEGER),
    );
  return { course, lessons };
}

/** One lesson's body and quiz, answers included; undefined when there is no such lesson. */
export async function readLessonContent(lessonId: string): Promise<LessonContentRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: lessonContentKey(lessonId) }),
  );
  return Item ? lessonContentRecordSchema.parse(Item) : undefined;
}
