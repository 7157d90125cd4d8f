/** Kept for the detail dialog's import until it takes the shared tag from domain/feedback directly. */
export { FeedbackStatusTag } from '../../../domain/feedback/feedback-status-tag';
