/**
 * Storage of a buyer's training (docs/training.md "Stored items", "Quizzes", "The badge"): the
 * training item, lesson progress and quiz attempts, and the transactions that move them with the
 * course counters: a visit, a scored attempt (completing the lesson and, when due, writing the badge
 * in the same transaction) and the badge on its own.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  TRAINING_STATS_ENTITY,
  courseKey,
  courseStatsKey,
  lessonStatsKey,
  type CourseRecord,
} from '../db/entities/training-course.entity';
import {
  LESSON_PROGRESS_ENTITY,
  LESSON_PROGRESS_PREFIX,
  QUIZ_ATTEMPT_ENTITY,
  TRAINING_PROGRESS_ENTITY,
  lessonProgressKey,
  lessonProgressRecordSchema,
  quizAttemptKey,
  quizAttemptRecordSchema,
  trainingProgressKey,
  trainingProgressRecordSchema,
  type LessonProgressRecord,
  type QuizAttemptRecord,
  type TrainingProgressRecord,
} from '../db/entities/training-progress.entity';
import { CREDENTIAL_ENTITY, credentialKey, type CredentialRecord } from '../db/entities/credential.entity';
import { certifiedUserKey, userKey, USER_PREFIX, type UserRecord } from '../db/entities/user.entity';
import { TABLE } from '../db/indexes';
import { queryAll } from '../db/query';
import { CREATE_ONLY, tableName } from '../db/table';
import { failedAt, isTransactionConflict, transactWrite, type TransactItem } from '../db/transactions';
import { dynamo } from '../lib/clients';
import type { StoredBadge } from './certification';

/** How a guarded transaction ended: done, refused by the condition of the item at `index`, or lost a race. */
export type TransactionOutcome =
  { kind: 'written' } | { kind: 'conditionFailed'; index: number } | { kind: 'conflict' };

/** Runs a transaction and says which of its conditions refused it, if one did. */
async function guardedTransaction(items: TransactItem[]): Promise<TransactionOutcome> {
  try {
    await transactWrite(items);
    return { kind: 'written' };
  } catch (error) {
    const index = items.findIndex((_item, position) => failedAt(error, position));
    if (index >= 0) return { kind: 'conditionFailed', index };
    if (isTransactionConflict(error)) return { kind: 'conflict' };
    throw error;
  }
}

/* ------------------------------------------------------------------ reads */

/** The buyer's training item, or null before the first lesson was opened. */
export async function readTrainingProgress(userId: string): Promise<TrainingProgressRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: trainingProgressKey(userId), ConsistentRead: true }),
  );
  return Item ? trainingProgressRecordSchema.parse(Item) : null;
}

/** The buyer's progress in every lesson opened, by lesson id. */
export async function readLessonProgress(userId: string): Promise<Map<string, LessonProgressRecord>> {
  const items = await queryAll(
    { index: TABLE, partition: `${USER_PREFIX}${userId}`, sort: { beginsWith: LESSON_PROGRESS_PREFIX } },
    { consistent: true },
  );
  const records = items.map((item) => lessonProgressRecordSchema.parse(item));
  return new Map(records.map((record) => [record.lessonId, record]));
}

/** The buyer's progress in one lesson, or null before its first visit. */
export async function readOneLessonProgress(
  userId: string,
  lessonId: string,
): Promise<LessonProgressRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: lessonProgressKey(userId, lessonId),
      ConsistentRead: true,
    }),
  );
  return Item ? lessonProgressRecordSchema.parse(Item) : null;
}

/** The ids of the lessons the buyer completed. */
export const completedLessonIds = (progress: ReadonlyMap<string, LessonProgressRecord>): Set<string> =>
  new Set([...progress.values()].filter((record) => record.completedAt).map((record) => record.lessonId));

/** One started attempt of the buyer's, or null (never started, scored already, or deleted by its TTL). */
export async function readQuizAttempt(userId: string, attemptId: string): Promise<QuizAttemptRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: quizAttemptKey(userId, attemptId), ConsistentRead: true }),
  );
  return Item ? quizAttemptRecordSchema.parse(Item) : null;
}

/* ----------------------------------------------------------------- writes */

/** Moves counters of the course partition by the amounts given (created at zero by their first move). */
function addCounters(key: Record<string, string>, amounts: Record<string, number>): TransactItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':entity': TRAINING_STATS_ENTITY };
  const additions = Object.entries(amounts).map(([name, amount], index) => {
    names[`#c${index}`] = name;
    values[`:c${index}`] = amount;
    return `#c${index} :c${index}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: `ADD ${additions.join(', ')} SET entity = if_not_exists(entity, :entity)`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** What a visit finds before it writes. */
export interface VisitState {
  trainingExists: boolean;
  lessonProgressExists: boolean;
}

/**
 * Records a visit: the training item's last lesson (created with `buyersStarted` + 1 on the first
 * visit ever) and the lesson's progress (created with its `started` + 1 on its first visit).
 * 'conditionFailed' when a parallel visit created one of them first (read again and retry).
 */
export async function writeVisit(
  userId: string,
  lessonId: string,
  state: VisitState,
  at: string,
): Promise<TransactionOutcome> {
  const items: TransactItem[] = [];
  if (state.trainingExists) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: trainingProgressKey(userId),
        UpdateExpression: 'SET lastLessonId = :lessonId',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':lessonId': lessonId },
      },
    });
  } else {
    const training: TrainingProgressRecord = {
      startedAt: at,
      lastLessonId: lessonId,
      onboardingDismissedAt: null,
    };
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: { ...trainingProgressKey(userId), entity: TRAINING_PROGRESS_ENTITY, ...training },
          ConditionExpression: CREATE_ONLY,
        },
      },
      addCounters(courseStatsKey(), { buyersStarted: 1 }),
    );
  }
  if (!state.lessonProgressExists) {
    const progress: LessonProgressRecord = {
      lessonId,
      startedAt: at,
      completedAt: null,
      bestScorePercent: null,
      recentAttemptTimes: [],
      attemptCount: 0,
    };
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: { ...lessonProgressKey(userId, lessonId), entity: LESSON_PROGRESS_ENTITY, ...progress },
          ConditionExpression: CREATE_ONLY,
        },
      },
      addCounters(lessonStatsKey(lessonId), { started: 1 }),
    );
  }
  return guardedTransaction(items);
}

/** Stores a started attempt; DynamoDB's TTL deletes it at `expiresAt`. */
export async function putQuizAttempt(userId: string, attempt: QuizAttemptRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...quizAttemptKey(userId, attempt.attemptId), entity: QUIZ_ATTEMPT_ENTITY, ...attempt },
      ConditionExpression: CREATE_ONLY,
    }),
  );
}

/** Hides the buyer's checklist (`dismissedAt`) or shows it again (null), creating the training item if need be. */
export async function setOnboardingDismissed(
  userId: string,
  dismissedAt: string | null,
  at: string,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: trainingProgressKey(userId),
      UpdateExpression:
        'SET onboardingDismissedAt = :dismissedAt, entity = if_not_exists(entity, :entity), ' +
        'startedAt = if_not_exists(startedAt, :at), lastLessonId = if_not_exists(lastLessonId, :none)',
      ExpressionAttributeValues: {
        ':dismissedAt': dismissedAt,
        ':at': at,
        ':entity': TRAINING_PROGRESS_ENTITY,
        ':none': null,
      },
    }),
  );
}

/**
 * Makes sure the course counters hold the `certifiedByVersion` map a badge adds to (an ADD on a
 * path inside a missing map is refused). Idempotent: run before any transaction that writes a badge.
 */
export async function ensureCertifiedCounters(): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: courseStatsKey(),
      UpdateExpression:
        'SET certifiedByVersion = if_not_exists(certifiedByVersion, :empty), entity = if_not_exists(entity, :entity)',
      ExpressionAttributeValues: { ':empty': {}, ':entity': TRAINING_STATS_ENTITY },
    }),
  );
}

/** A badge to write: on whom, on which course, with the lessons it rests on. */
export interface BadgeAward {
  user: Pick<UserRecord, 'userId' | 'firstName' | 'lastName'>;
  holderName: string;
  badge: StoredBadge;
  course: CourseRecord;
  /** Every required published lesson whose completion the badge rests on (besides one completed in the same transaction). */
  completedLessonIds: readonly string[];
}

/**
 * The items that write a badge: the course unchanged since it was read, a ConditionCheck on every
 * lesson completion it rests on, the badge on the User item (with its certified-index keys) under
 * the condition that no valid badge is there, the Credential item, and the certified counter of its
 * course version.
 */
export function badgeItems(award: BadgeAward): TransactItem[] {
  const { user, badge, course } = award;
  const credential: CredentialRecord = {
    credentialId: badge.credentialId,
    userId: user.userId,
    holderName: award.holderName,
    courseVersion: badge.courseVersion,
    issuedAt: badge.earnedAt,
  };
  const certifiedKeys = certifiedUserKey(badge.earnedAt, user.userId);
  return [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: courseKey(),
        ConditionExpression: 'version = :version AND certificationValidFromVersion = :validFrom',
        ExpressionAttributeValues: {
          ':version': course.version,
          ':validFrom': course.certificationValidFromVersion,
        },
      },
    },
    ...award.completedLessonIds.map((lessonId): TransactItem => ({
      ConditionCheck: {
        TableName: tableName(),
        Key: lessonProgressKey(user.userId, lessonId),
        ConditionExpression: 'attribute_type(completedAt, :string)',
        ExpressionAttributeValues: { ':string': 'S' },
      },
    })),
    {
      Update: {
        TableName: tableName(),
        Key: userKey(user.userId),
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(certification) OR ' +
          'attribute_type(certification, :nullType) OR certification.courseVersion < :validFrom)',
        UpdateExpression:
          'SET certification = :badge, gsi4pk = :gsi4pk, gsi4sk = :gsi4sk, updatedAt = :earnedAt',
        ExpressionAttributeValues: {
          ':nullType': 'NULL',
          ':validFrom': course.certificationValidFromVersion,
          ':badge': badge,
          ':gsi4pk': certifiedKeys.gsi4pk,
          ':gsi4sk': certifiedKeys.gsi4sk,
          ':earnedAt': badge.earnedAt,
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...credentialKey(badge.credentialId), entity: CREDENTIAL_ENTITY, ...credential },
        ConditionExpression: CREATE_ONLY,
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: courseStatsKey(),
        UpdateExpression: 'ADD certifiedByVersion.#version :one',
        ExpressionAttributeNames: { '#version': String(badge.courseVersion) },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}

/** Writes a badge on its own (the overview's or a parallel completion's award), all or nothing. */
export const writeBadge = (award: BadgeAward): Promise<TransactionOutcome> =>
  guardedTransaction(badgeItems(award));

/** A scored attempt to store. */
export interface ScoredAttempt {
  userId: string;
  attemptId: string;
  lessonId: string;
  /** The lesson's progress as read before scoring (null: the buyer never opened the lesson). */
  previous: LessonProgressRecord | null;
  /** The progress after this attempt. */
  next: LessonProgressRecord;
  scorePercent: number;
  /** The badge this attempt earns, when it completes the last required lesson. */
  award: BadgeAward | null;
}

/** Index of the attempt's Delete in the transaction of `writeScoredAttempt`. */
export const ATTEMPT_ITEM = 0;
/** Index of the lesson progress Update in the transaction of `writeScoredAttempt`. */
export const PROGRESS_ITEM = 1;

/**
 * Stores a scored attempt in one transaction: the attempt deleted (it scores once), the lesson's
 * progress written on the condition that no other attempt was stored since it was read (so parallel
 * submissions cannot pass the daily limit), the lesson's counters, and — when it earns one — the badge.
 */
export function writeScoredAttempt(scored: ScoredAttempt): Promise<TransactionOutcome> {
  const { userId, lessonId, previous, next } = scored;
  const newlyCompleted = !previous?.completedAt && next.completedAt !== null;
  const counters: Record<string, number> = { attempts: 1, scoreSum: scored.scorePercent };
  if (!previous) counters.started = 1;
  if (newlyCompleted) counters.completed = 1;
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(),
        Key: quizAttemptKey(userId, scored.attemptId),
        ConditionExpression: 'attribute_exists(pk) AND lessonId = :lessonId',
        ExpressionAttributeValues: { ':lessonId': lessonId },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...lessonProgressKey(userId, lessonId), entity: LESSON_PROGRESS_ENTITY, ...next },
        ConditionExpression: previous ? 'attemptCount = :attemptCount' : CREATE_ONLY,
        ...(previous ? { ExpressionAttributeValues: { ':attemptCount': previous.attemptCount } } : {}),
      },
    },
    addCounters(lessonStatsKey(lessonId), counters),
    ...(scored.award ? badgeItems(scored.award) : []),
  ];
  return guardedTransaction(items);
}
