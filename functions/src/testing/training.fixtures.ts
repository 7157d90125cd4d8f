/**
 * A small in-memory table for the training unit tests: GetItem, Query by partition and sort-key
 * prefix, BatchGet, and transactions whose Puts and Deletes land in it (conditions are the test's:
 * `onTransaction` may refuse a transaction or play a parallel request's write).
 */
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchGetCommandInput,
  type GetCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { QuizQuestionContent } from '#shared/training/lesson-content';
import {
  courseKey,
  lessonContentKey,
  lessonKey,
  type CourseRecord,
  type LessonRecord,
} from '../db/entities/training-course.entity';
import {
  lessonProgressKey,
  quizAttemptKey,
  type LessonProgressRecord,
} from '../db/entities/training-progress.entity';

type Item = Record<string, unknown>;
type Key = { pk?: unknown; sk?: unknown };

const keyOf = (key: Key) => `${String(key.pk)}|${String(key.sk)}`;

/** A table held in memory, wired to a mocked DynamoDBDocumentClient. */
export class FakeTable {
  readonly items = new Map<string, Item>();
  /** Runs before a transaction lands: throw to refuse it, or change the table (a parallel request). */
  onTransaction: (input: TransactWriteCommandInput, call: number) => void = () => undefined;
  transactions: TransactWriteCommandInput[] = [];

  readonly dynamo = mockClient(DynamoDBDocumentClient);

  /** Empties the table and wires the mocked client to it again (call in beforeEach). */
  reset(): void {
    this.items.clear();
    this.transactions = [];
    this.onTransaction = () => undefined;
    const mock = this.dynamo;
    mock.reset();
    mock.on(GetCommand).callsFake((input: GetCommandInput) => ({ Item: this.get(input.Key ?? {}) }));
    mock.on(QueryCommand).callsFake((input: QueryCommandInput) => {
      const values = input.ExpressionAttributeValues ?? {};
      const matching = [...this.items.values()].filter(
        (item) =>
          item.pk === values[':pk'] &&
          (values[':prefix'] === undefined || String(item.sk).startsWith(String(values[':prefix']))),
      );
      const items = input.Limit ? matching.slice(0, input.Limit) : matching;
      return { Items: items, Count: items.length, ScannedCount: items.length };
    });
    mock.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
      const [table, request] = Object.entries(input.RequestItems ?? {})[0] ?? [];
      const found = (request?.Keys ?? []).flatMap((key) => {
        const item = this.get(key as Key);
        return item ? [item] : [];
      });
      return { Responses: table ? { [table]: found } : {} };
    });
    mock.on(PutCommand).callsFake((input: { Item?: Item }) => {
      if (input.Item) this.put(input.Item);
      return {};
    });
    mock.on(UpdateCommand).resolves({});
    mock.on(TransactWriteCommand).callsFake((input: TransactWriteCommandInput) => {
      this.transactions.push(input);
      this.onTransaction(input, this.transactions.length);
      for (const item of input.TransactItems ?? []) {
        if (item.Put?.Item) this.put(item.Put.Item);
        if (item.Delete?.Key) this.items.delete(keyOf(item.Delete.Key));
        const update = item.Update;
        if (update?.ExpressionAttributeValues?.[':badge']) {
          this.patch(update.Key ?? {}, { certification: update.ExpressionAttributeValues[':badge'] });
        }
      }
      return {};
    });
  }

  get = (key: Key): Item | undefined => this.items.get(keyOf(key));
  put = (item: Item): void => void this.items.set(keyOf(item), item);
  patch = (key: Key, changes: Item): void => {
    const item = this.get(key);
    if (item) this.put({ ...item, ...changes });
  };
}

/** A question whose right choice is 'a' of 'a', 'b', 'c'. */
export const quizQuestion = (questionId: string): QuizQuestionContent => ({
  questionId,
  prompt: { en: `Question ${questionId}?`, es: `¿Pregunta ${questionId}?` },
  choices: ['a', 'b', 'c'].map((choiceId) => ({
    choiceId,
    text: { en: `EN ${choiceId}`, es: `ES ${choiceId}` },
  })),
  correctChoiceId: 'a',
});

/** A lesson's summary item: required and published unless said. */
export const lessonItem = (lessonId: string, overrides: Partial<LessonRecord> = {}) => ({
  ...lessonKey(lessonId),
  entity: 'TrainingLesson',
  lessonId,
  title: { en: `Lesson ${lessonId}`, es: `Lección ${lessonId}` },
  summary: { en: 'Summary', es: 'Resumen' },
  required: true,
  published: true,
  questionCount: 3,
  readingMinutes: { en: 4, es: 5 },
  revision: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** A lesson's content item with a three-question quiz (answer 'a' to each). */
export const lessonContentItem = (lessonId: string, revision = 1) => ({
  ...lessonContentKey(lessonId),
  entity: 'TrainingLessonContent',
  lessonId,
  revision,
  content: {
    title: { en: `Lesson ${lessonId}`, es: `Lección ${lessonId}` },
    summary: { en: 'Summary', es: 'Resumen' },
    body: { en: 'English body', es: 'Cuerpo en español' },
    quiz: ['q1', 'q2', 'q3'].map(quizQuestion),
  },
});

/** The course item. */
export const courseItem = (lessonOrder: string[], overrides: Partial<CourseRecord> = {}) => ({
  ...courseKey(),
  entity: 'TrainingCourse',
  lessonOrder,
  version: 1,
  certificationValidFromVersion: 1,
  updatedAt: '2026-11-10T00:00:00.000Z',
  ...overrides,
});

/** A buyer's progress item in one lesson. */
export const progressItem = (
  userId: string,
  lessonId: string,
  overrides: Partial<LessonProgressRecord> = {},
) => ({
  ...lessonProgressKey(userId, lessonId),
  entity: 'LessonProgress',
  lessonId,
  startedAt: '2026-11-15T00:00:00.000Z',
  completedAt: null,
  bestScorePercent: null,
  recentAttemptTimes: [],
  attemptCount: 0,
  ...overrides,
});

/** A started attempt of a lesson, its questions in authored order, expiring in an hour. */
export const attemptItem = (userId: string, attemptId: string, lessonId: string, revision = 1) => ({
  ...quizAttemptKey(userId, attemptId),
  entity: 'QuizAttempt',
  attemptId,
  lessonId,
  revision,
  questions: ['q1', 'q2', 'q3'].map((questionId) => ({ questionId, choiceIds: ['c', 'b', 'a'] })),
  createdAt: new Date().toISOString(),
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
});
