/**
 * Feedback by id and the bug-report subscribers, for the notifications that follow a feedback event
 * (public to other features: FUNCTIONS_PUBLIC_MODULES in eslint.config.mjs).
 */
export type { FeedbackRecord } from '../db/entities/feedback.entity';
export { findFeedback, listBugReportSubscribers } from './feedback.repository';
