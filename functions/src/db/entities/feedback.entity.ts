/**
 * Feedback item: one bug report, idea or question a signed-in user sent (docs/feedback.md). Ids are
 * ULIDs, so the sort keys below (`<createdAt>#<feedbackId>`) order items by time.
 *
 * Access patterns:
 * - one feedback (admin read, status change, delete): GetItem / conditional UpdateItem /
 *   TransactWriteItems pk=FEEDBACK#<feedbackId>, sk=FEEDBACK
 * - a user's own feedback, newest first: Query gsi1 gsi1pk=FEEDBACK#USER#<userId>, backwards
 * - every feedback, newest first (admin, no filter): Query gsi2 gsi2pk=FEEDBACK#ALL, backwards
 * - one status, newest first (admin): Query gsi3 gsi3pk=FEEDBACK#STATUS#<status>, backwards
 * - one type, newest first (admin): Query gsi4 gsi4pk=FEEDBACK#TYPE#<type>, backwards
 * - one status and one type, newest first (admin): Query gsi5
 *   gsi5pk=FEEDBACK#STATUS#<status>#TYPE#<type>, backwards
 * A status change rewrites gsi3pk and gsi5pk in the same update, so every list reads only the items
 * it returns (no FilterExpression).
 */
import * as z from 'zod';
import { feedbackContextSchema, feedbackStatusSchema, feedbackTypeSchema } from '#shared/feedback/feedback';
import type { FeedbackStatus, FeedbackType } from '#shared/feedback/feedback';
import { languageSchema } from '#shared/core/language';
import { GSI1, GSI2, GSI3, GSI4, GSI5 } from '../indexes';

export const FEEDBACK_ENTITY = 'Feedback';

/** Longest user agent kept with a feedback (a browser's is ~150 characters; the rest is cut). */
export const FEEDBACK_USER_AGENT_MAX = 300;

/** A user's own feedback in time order. */
export const FEEDBACK_BY_USER_INDEX = GSI1;
/** Every feedback in time order (admin list with no filter). */
export const ALL_FEEDBACK_INDEX = GSI2;
/** Feedback of one status in time order. */
export const FEEDBACK_BY_STATUS_INDEX = GSI3;
/** Feedback of one type in time order. */
export const FEEDBACK_BY_TYPE_INDEX = GSI4;
/** Feedback of one status and one type in time order. */
export const FEEDBACK_BY_STATUS_AND_TYPE_INDEX = GSI5;

/** Primary key of one feedback. */
export const feedbackKey = (feedbackId: string) => ({ pk: `FEEDBACK#${feedbackId}`, sk: 'FEEDBACK' });

/** The sort key every feedback list shares: newest first when read backwards. */
const timeOrder = (createdAt: string, feedbackId: string) => `${createdAt}#${feedbackId}`;

export const feedbackByUserPartition = (userId: string) => `FEEDBACK#USER#${userId}`;
export const ALL_FEEDBACK_PARTITION = 'FEEDBACK#ALL';
export const feedbackByStatusPartition = (status: FeedbackStatus) => `FEEDBACK#STATUS#${status}`;
export const feedbackByTypePartition = (type: FeedbackType) => `FEEDBACK#TYPE#${type}`;
export const feedbackByStatusAndTypePartition = (status: FeedbackStatus, type: FeedbackType) =>
  `FEEDBACK#STATUS#${status}#TYPE#${type}`;

/** The index keys that depend on the status: rewritten together whenever the status changes. */
export const feedbackStatusIndexKeys = (
  feedback: Pick<FeedbackRecord, 'feedbackId' | 'type' | 'createdAt'>,
  status: FeedbackStatus,
) => ({
  gsi3pk: feedbackByStatusPartition(status),
  gsi3sk: timeOrder(feedback.createdAt, feedback.feedbackId),
  gsi5pk: feedbackByStatusAndTypePartition(status, feedback.type),
  gsi5sk: timeOrder(feedback.createdAt, feedback.feedbackId),
});

/** Every index key of a feedback in the given status. */
const feedbackIndexKeys = (feedback: FeedbackRecord) => {
  const order = timeOrder(feedback.createdAt, feedback.feedbackId);
  return {
    gsi1pk: feedbackByUserPartition(feedback.userId),
    gsi1sk: order,
    gsi2pk: ALL_FEEDBACK_PARTITION,
    gsi2sk: order,
    gsi4pk: feedbackByTypePartition(feedback.type),
    gsi4sk: order,
    ...feedbackStatusIndexKeys(feedback, feedback.status),
  };
};

export const feedbackRecordSchema = z.object({
  feedbackId: z.string(),
  type: feedbackTypeSchema,
  /** Trimmed, at most FEEDBACK_COMMENT_MAX characters (validated at the API). */
  comment: z.string(),
  /** Where the author wants an answer; null when they left it empty. */
  email: z.string().nullable(),
  userId: z.string(),
  /** The author's name when they sent it, so the admin list needs no second read. */
  userName: z.string(),
  pagePath: z.string(),
  language: languageSchema,
  userAgent: z.string(),
  /** The checked screenshot, `private/feedback/<feedbackId>.<ext>`; null when there is none. */
  screenshotKey: z.string().nullable(),
  context: feedbackContextSchema.nullable(),
  status: feedbackStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The admin who last changed the status; null while nobody has. */
  statusChangedBy: z.string().nullable(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

/** The stored item: the record, its keys and every index key. */
export function toFeedbackItem(feedback: FeedbackRecord) {
  const record = feedbackRecordSchema.parse(feedback);
  return {
    ...feedbackKey(record.feedbackId),
    ...feedbackIndexKeys(record),
    entity: FEEDBACK_ENTITY,
    ...record,
  };
}

/** Reads a stored item back into a record, refusing an item of another shape. */
export function fromFeedbackItem(item: Record<string, unknown>): FeedbackRecord {
  return feedbackRecordSchema.parse(item);
}
