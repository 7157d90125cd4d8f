/** Stored feedback and solved challenges for the feedback unit tests. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { toFeedbackItem, type FeedbackRecord } from '../db/entities/feedback.entity';
import { issueFeedbackChallenge } from '../feedback/feedback-challenge';

/** An open bug report of user-1 with a screenshot; override what the test is about. */
export const feedbackRecord = (overrides: Partial<FeedbackRecord> = {}): FeedbackRecord => ({
  feedbackId: '01KAVQ3G5S8N6B7Y2C4D9E0F1G',
  type: 'bug',
  comment: 'The map does not load',
  email: 'bea@example.com',
  userId: 'user-1',
  userName: 'Bea Buyer',
  pagePath: '/deals',
  language: 'en',
  userAgent: 'Mozilla/5.0',
  screenshotKey: 'private/feedback/01KAVQ3G5S8N6B7Y2C4D9E0F1G.png',
  context: null,
  status: 'open',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  statusChangedBy: null,
  ...overrides,
});

/** The stored item of a feedback, as GetItem answers it. */
export const feedbackItem = (overrides: Partial<FeedbackRecord> = {}) =>
  toFeedbackItem(feedbackRecord(overrides));

/** The widget's payload for a challenge issued to the user at `issuedAt` and solved for real. */
export async function solvedVerification(userId: string, issuedAt = new Date()): Promise<string> {
  const challenge = await issueFeedbackChallenge(userId, issuedAt);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
