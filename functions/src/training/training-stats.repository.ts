/**
 * Reads of the course counters (docs/training.md "Statistics"): the course-wide item and one item per
 * lesson, all under `STATS` in the course partition. Buyers' writes move them; nothing here writes.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  STATS_PREFIX,
  TRAINING_COURSE_PARTITION,
  courseStatsKey,
  courseStatsRecordSchema,
  lessonStatsKey,
  lessonStatsRecordSchema,
  type CourseStatsRecord,
  type LessonStatsRecord,
} from '../db/entities/training-course.entity';
import { TABLE } from '../db/indexes';
import { queryAll } from '../db/query';
import { tableName } from '../db/table';
import { dynamo } from '../lib/clients';

/** Every counter of the course: the course-wide ones and each lesson's, by lesson id. */
export interface CourseCounters {
  course: CourseStatsRecord;
  lessons: Map<string, LessonStatsRecord>;
}

const lessonStatsPrefix = lessonStatsKey('').sk;

/** The course-wide counters (zero before the first buyer started). */
export async function readCourseStats(): Promise<CourseStatsRecord> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: courseStatsKey() }));
  return courseStatsRecordSchema.parse(Item ?? {});
}

/** Every counter in one Query (one course item and at most one per lesson). */
export async function readCourseCounters(): Promise<CourseCounters> {
  const items = await queryAll({
    index: TABLE,
    partition: TRAINING_COURSE_PARTITION,
    sort: { beginsWith: STATS_PREFIX },
  });
  const courseSk = courseStatsKey().sk;
  const counters: CourseCounters = { course: courseStatsRecordSchema.parse({}), lessons: new Map() };
  for (const item of items) {
    const sk = String(item.sk);
    if (sk === courseSk) counters.course = courseStatsRecordSchema.parse(item);
    else if (sk.startsWith(lessonStatsPrefix)) {
      counters.lessons.set(sk.slice(lessonStatsPrefix.length), lessonStatsRecordSchema.parse(item));
    }
  }
  return counters;
}
