/**
 * Feedback counters: one item per status holding how many feedback items are in it (the admin tab's
 * counts). Every write that creates, moves or deletes a feedback moves its counters in the SAME
 * transaction, so the counts never drift from the items.
 *
 * Access patterns:
 * - every count: Query pk=FEEDBACK_COUNTS (three items at most)
 * - move a count: UpdateItem pk=FEEDBACK_COUNTS, sk=STATUS#<status>, `ADD #count :n` in a transaction
 */
import type { FeedbackStatus } from '#shared/feedback/feedback';

export const FEEDBACK_COUNT_ENTITY = 'FeedbackCount';

/** The partition of the counters. */
export const FEEDBACK_COUNTS_PARTITION = 'FEEDBACK_COUNTS';
const STATUS_PREFIX = 'STATUS#';

/** Primary key of the counter of one status. */
export const feedbackCountKey = (status: FeedbackStatus) => ({
  pk: FEEDBACK_COUNTS_PARTITION,
  sk: `${STATUS_PREFIX}${status}`,
});

/** The status a counter item counts, read from its sort key. */
export const statusOfCountItem = (item: Record<string, unknown>): string =>
  String(item.sk).slice(STATUS_PREFIX.length);
