/** A stored training course for the training admin route tests: its items as GetItem and Query answer them. */
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type GetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { LessonContent } from '#shared/training/training';
import {
  courseStatsKey,
  lessonStatsKey,
  type CourseRecord,
  type CourseStatsRecord,
  type LessonRecord,
  type LessonStatsRecord,
} from '../db/entities/training-course.entity';
import { adminWithMfaItem } from './user.fixtures';
import { toCourseItem, toLessonContentItem, toLessonItem } from '../training/course-authoring.repository';

/** Valid content in both languages with a one-question quiz whose answer is `b`. */
export const lessonContent = (title = 'Subject-to'): LessonContent => ({
  title: { en: title, es: `${title} (es)` },
  summary: { en: 'What it is', es: 'Qué es' },
  body: { en: 'word '.repeat(400), es: 'palabra '.repeat(200) },
  quiz: [
    {
      questionId: 'q1',
      prompt: { en: 'Which?', es: '¿Cuál?' },
      choices: [
        { choiceId: 'a', text: { en: 'A', es: 'A' } },
        { choiceId: 'b', text: { en: 'B', es: 'B' } },
      ],
      correctChoiceId: 'b',
    },
  ],
});

/** A lesson summary at revision 1, unpublished and required unless overridden. */
export const lessonRecord = (lessonId: string, overrides: Partial<LessonRecord> = {}): LessonRecord => ({
  lessonId,
  title: { en: lessonId, es: `${lessonId} (es)` },
  summary: { en: 'What it is', es: 'Qué es' },
  required: true,
  published: false,
  questionCount: 1,
  readingMinutes: { en: 2, es: 1 },
  revision: 1,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

/** The course item as last written at `updatedAt`. */
export const courseRecord = (overrides: Partial<CourseRecord> = {}): CourseRecord => ({
  lessonOrder: [],
  version: 0,
  certificationValidFromVersion: 0,
  recertificationAskedAt: null,
  updatedAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

/** The mocked document client every training admin test drives. */
export const mockTable = () => mockClient(DynamoDBDocumentClient);
export type MockTable = ReturnType<typeof mockTable>;

export interface StoredCourse {
  /** Absent before the first lesson. */
  course?: CourseRecord;
  lessons?: LessonRecord[];
  courseStats?: Partial<CourseStatsRecord>;
  lessonStats?: Record<string, Partial<LessonStatsRecord>>;
}

/** Makes the mocked table hold the admin caller (with two-step sign-in) and the course as given. */
export function storeCourse(dynamo: MockTable, stored: StoredCourse): void {
  const lessons = stored.lessons ?? [];
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => {
    const sk = input.Key?.sk;
    if (input.Key?.pk === 'USER#admin-1') return { Item: adminWithMfaItem() };
    if (sk === 'COURSE') return stored.course ? { Item: toCourseItem(stored.course) } : {};
    if (sk === courseStatsKey().sk) return stored.courseStats ? { Item: { ...stored.courseStats } } : {};
    const lesson = lessons.find((each) => sk === `LESSON_CONTENT#${each.lessonId}`);
    if (lesson) {
      return {
        Item: toLessonContentItem({
          lessonId: lesson.lessonId,
          content: lessonContent(lesson.title.en),
          revision: lesson.revision,
        }),
      };
    }
    return {};
  });
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const prefix = input.ExpressionAttributeValues?.[':prefix'];
    if (prefix === 'LESSON#') return { Items: lessons.map(toLessonItem) };
    if (prefix === 'STATS') {
      const counters = Object.entries(stored.lessonStats ?? {}).map(([lessonId, counts]) => ({
        ...lessonStatsKey(lessonId),
        ...counts,
      }));
      return {
        Items: [...(stored.courseStats ? [{ ...courseStatsKey(), ...stored.courseStats }] : []), ...counters],
      };
    }
    return { Items: [] };
  });
}
