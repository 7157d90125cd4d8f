/**
 * Feedback subscription: an admin who asked for an e-mail on each new bug report. The item exists only
 * while the subscription is on (off by default: no item), under one partition, so the subscribers
 * are one Query away and nothing scans.
 *
 * Access patterns:
 * - is an admin subscribed: GetItem pk=FEEDBACK_SUBSCRIBERS, sk=BUG_REPORTS#<userId>
 * - turn on / off: PutItem / DeleteItem on that key
 * - every subscriber of bug reports: Query pk=FEEDBACK_SUBSCRIBERS, sk begins_with BUG_REPORTS#
 */
export const FEEDBACK_SUBSCRIPTION_ENTITY = 'FeedbackSubscription';

export const FEEDBACK_SUBSCRIBERS_PARTITION = 'FEEDBACK_SUBSCRIBERS';
/** Sort-key prefix of the bug-report subscribers. */
export const BUG_REPORT_SUBSCRIBER_PREFIX = 'BUG_REPORTS#';

/** Primary key of one admin's bug-report subscription. */
export const bugReportSubscriptionKey = (userId: string) => ({
  pk: FEEDBACK_SUBSCRIBERS_PARTITION,
  sk: `${BUG_REPORT_SUBSCRIBER_PREFIX}${userId}`,
});

/** The stored subscription of one admin. */
export const toBugReportSubscriptionItem = (userId: string, subscribedAt: string) => ({
  ...bugReportSubscriptionKey(userId),
  entity: FEEDBACK_SUBSCRIPTION_ENTITY,
  userId,
  subscribedAt,
});

/** The subscriber a stored subscription names. */
export const subscriberOf = (item: Record<string, unknown>): string => String(item.userId);
