/**
 * Storage of feedback: the items, their per-status counters (moved in the transaction of every write
 * that creates, moves or deletes a feedback), the burned challenges and the admins' bug-report
 * subscriptions. Keys and items come from the db/entities/feedback*.entity.ts modules.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  FEEDBACK_STATUSES,
  type FeedbackCounts,
  type FeedbackStatus,
  type FeedbackType,
} from '#shared/feedback/feedback';
import { burnedChallengeKey, toBurnedChallengeItem } from '../db/entities/feedback-challenge.entity';
import {
  FEEDBACK_COUNT_ENTITY,
  FEEDBACK_COUNTS_PARTITION,
  feedbackCountKey,
  statusOfCountItem,
} from '../db/entities/feedback-count.entity';
import {
  BUG_REPORT_SUBSCRIBER_PREFIX,
  FEEDBACK_SUBSCRIBERS_PARTITION,
  bugReportSubscriptionKey,
  subscriberOf,
  toBugReportSubscriptionItem,
} from '../db/entities/feedback-subscription.entity';
import {
  ALL_FEEDBACK_INDEX,
  ALL_FEEDBACK_PARTITION,
  FEEDBACK_BY_STATUS_AND_TYPE_INDEX,
  FEEDBACK_BY_STATUS_INDEX,
  FEEDBACK_BY_TYPE_INDEX,
  FEEDBACK_BY_USER_INDEX,
  feedbackByStatusAndTypePartition,
  feedbackByStatusPartition,
  feedbackByTypePartition,
  feedbackByUserPartition,
  feedbackKey,
  feedbackStatusIndexKeys,
  fromFeedbackItem,
  toFeedbackItem,
  type FeedbackRecord,
} from '../db/entities/feedback.entity';
import { TABLE } from '../db/indexes';
import { queryAll, queryPage, type KeyQuery, type Page, type PageOptions } from '../db/query';
import { CREATE_ONLY, tableName } from '../db/table';
import { failedAt, isTransactionConflict, transactWrite, type TransactItem } from '../db/transactions';
import { dynamo } from '../lib/clients';

/** How a write that races others ended: done, refused by its condition, or lost to a concurrent transaction. */
export type WriteOutcome = 'written' | 'conditionFailed' | 'conflict';

/** Moves one status's counter by `amount` (created at zero by its first move). */
const moveCount = (status: FeedbackStatus, amount: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: feedbackCountKey(status),
    // The first move creates the counter: it is named like every other item.
    UpdateExpression: 'ADD #count :amount SET entity = if_not_exists(entity, :entity)',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':amount': amount, ':entity': FEEDBACK_COUNT_ENTITY },
  },
});

/** Runs a transaction whose item at `guarded` has the condition that may fail. */
async function guardedTransaction(items: TransactItem[], guarded: number): Promise<WriteOutcome> {
  try {
    await transactWrite(items);
    return 'written';
  } catch (error) {
    if (failedAt(error, guarded)) return 'conditionFailed';
    if (isTransactionConflict(error)) return 'conflict';
    throw error;
  }
}

/**
 * Stores a new feedback, burns its challenge and counts it, all or nothing: 'conditionFailed' when
 * the challenge was already burned (a replay).
 */
export function insertFeedback(
  feedback: FeedbackRecord,
  challenge: { signature: string; expiresAt: number },
): Promise<WriteOutcome> {
  return guardedTransaction(
    [
      { Put: { TableName: tableName(), Item: toFeedbackItem(feedback), ConditionExpression: CREATE_ONLY } },
      {
        Put: {
          TableName: tableName(),
          Item: toBurnedChallengeItem(challenge.signature, {
            userId: feedback.userId,
            burnedAt: feedback.createdAt,
            challengeExpiresAt: challenge.expiresAt,
          }),
          ConditionExpression: CREATE_ONLY,
        },
      },
      moveCount(feedback.status, 1),
    ],
    1,
  );
}

/** Whether a challenge was already spent (a consistent read, for refusing a replay before any work). */
export async function isChallengeBurned(signature: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: burnedChallengeKey(signature), ConsistentRead: true }),
  );
  return Item !== undefined;
}

/** One feedback by id, or null. */
export async function findFeedback(feedbackId: string): Promise<FeedbackRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: feedbackKey(feedbackId), ConsistentRead: true }),
  );
  return Item ? fromFeedbackItem(Item) : null;
}

/** A user's own feedback, newest first. */
export const listUserFeedback = (userId: string, page: PageOptions): Promise<Page<FeedbackRecord>> =>
  queryPage(
    { index: FEEDBACK_BY_USER_INDEX, partition: feedbackByUserPartition(userId) },
    { ...page, forward: false },
    fromFeedbackItem,
  );

/** The index and partition that hold exactly the feedback of this filter. */
function filterQuery(filter: { status?: FeedbackStatus; type?: FeedbackType }): KeyQuery {
  const { status, type } = filter;
  if (status && type) {
    return {
      index: FEEDBACK_BY_STATUS_AND_TYPE_INDEX,
      partition: feedbackByStatusAndTypePartition(status, type),
    };
  }
  if (status) return { index: FEEDBACK_BY_STATUS_INDEX, partition: feedbackByStatusPartition(status) };
  if (type) return { index: FEEDBACK_BY_TYPE_INDEX, partition: feedbackByTypePartition(type) };
  return { index: ALL_FEEDBACK_INDEX, partition: ALL_FEEDBACK_PARTITION };
}

/** Feedback newest first, of one status and/or one type: a Query of an index built for the filter. */
export const listFeedbackPage = (
  filter: { status?: FeedbackStatus; type?: FeedbackType },
  page: PageOptions,
): Promise<Page<FeedbackRecord>> =>
  queryPage(filterQuery(filter), { ...page, forward: false }, fromFeedbackItem);

/**
 * Moves a feedback from its status to another and both counters with it: 'conditionFailed' when its
 * stored status is no longer `feedback.status` (someone else changed it, or deleted it).
 */
export function changeFeedbackStatus(
  feedback: FeedbackRecord,
  change: { to: FeedbackStatus; by: string; at: string },
): Promise<WriteOutcome> {
  const indexKeys = feedbackStatusIndexKeys(feedback, change.to);
  return guardedTransaction(
    [
      {
        Update: {
          TableName: tableName(),
          Key: feedbackKey(feedback.feedbackId),
          ConditionExpression: '#status = :from',
          UpdateExpression:
            'SET #status = :to, updatedAt = :at, statusChangedBy = :by, gsi3pk = :gsi3pk, gsi5pk = :gsi5pk',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':from': feedback.status,
            ':to': change.to,
            ':at': change.at,
            ':by': change.by,
            ':gsi3pk': indexKeys.gsi3pk,
            ':gsi5pk': indexKeys.gsi5pk,
          },
        },
      },
      moveCount(feedback.status, -1),
      moveCount(change.to, 1),
    ],
    0,
  );
}

/** Deletes a feedback and takes it off its status's counter: 'conditionFailed' when its status moved meanwhile. */
export function removeFeedback(feedback: FeedbackRecord): Promise<WriteOutcome> {
  return guardedTransaction(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: feedbackKey(feedback.feedbackId),
          ConditionExpression: '#status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': feedback.status },
        },
      },
      moveCount(feedback.status, -1),
    ],
    0,
  );
}

/** How many feedback items each status holds (zero for a status never counted). */
export async function readFeedbackCounts(): Promise<FeedbackCounts> {
  const items = await queryAll({ index: TABLE, partition: FEEDBACK_COUNTS_PARTITION }, { consistent: true });
  const counts = Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, 0])) as FeedbackCounts;
  for (const item of items) {
    const status = statusOfCountItem(item) as FeedbackStatus;
    if (status in counts) counts[status] = Math.max(0, Number(item.count ?? 0));
  }
  return counts;
}

/** Whether the admin asked for an e-mail on each new bug report. */
export async function isSubscribedToBugReports(userId: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: bugReportSubscriptionKey(userId), ConsistentRead: true }),
  );
  return Item !== undefined;
}

/** Turns the admin's bug-report e-mails on (stores the subscription) or off (removes it). */
export async function setBugReportSubscription(userId: string, on: boolean, at: string): Promise<void> {
  if (on) {
    await dynamo().send(
      new PutCommand({ TableName: tableName(), Item: toBugReportSubscriptionItem(userId, at) }),
    );
  } else {
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: bugReportSubscriptionKey(userId) }));
  }
}

/** Every admin subscribed to bug reports: one Query of the subscribers' partition. */
export async function listBugReportSubscribers(): Promise<string[]> {
  const items = await queryAll({
    index: TABLE,
    partition: FEEDBACK_SUBSCRIBERS_PARTITION,
    sort: { beginsWith: BUG_REPORT_SUBSCRIBER_PREFIX },
  });
  return items.map(subscriberOf);
}
