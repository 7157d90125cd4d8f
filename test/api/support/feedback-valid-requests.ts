/**
 * Valid requests for the feedback routes in the authorization matrix: a feedback sent by a fresh
 * user (verification solved for real) for the admin routes that name one.
 */
import { createTestUser } from './test-users';
import { feedbackBody, sendFeedback } from './feedback';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

/** The id of a feedback a throwaway user just sent. */
const freshFeedbackId = async () => {
  const token = await (await createTestUser(['buyers'])).signIn();
  return (await sendFeedback(token)).feedbackId;
};

let someFeedback: Promise<string> | undefined;
/** The id of a feedback kept for the whole matrix (reads and status changes). */
const feedbackId = () => (someFeedback ??= freshFeedbackId());

export const FEEDBACK_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  createFeedbackChallenge: {},
  createFeedbackScreenshot: { body: { contentType: 'image/png', size: 1000 } },
  // Each caller sends from their own fresh verification; an anonymous one has none to solve.
  submitFeedback: async (token) => ({ body: token ? await feedbackBody(token) : { type: 'idea' } }),
  listMyFeedback: {},
  listFeedback: {},
  countFeedback: {},
  getFeedbackSubscription: {},
  setFeedbackSubscription: { body: { bugReportEmails: false } },
  getFeedback: async () => ({ params: { feedbackId: await feedbackId() } }),
  setFeedbackStatus: async () => ({
    params: { feedbackId: await feedbackId() },
    body: { status: 'in-progress' },
  }),
  // Its own feedback each time, so the admin's delete takes nothing from the other requests.
  deleteFeedback: async () => ({ params: { feedbackId: await freshFeedbackId() } }),
};
