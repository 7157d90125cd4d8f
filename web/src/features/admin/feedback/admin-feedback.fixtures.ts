/** Feedback as the admin routes answer it, for the admin feedback tests. */
import type { AdminFeedback, FeedbackCounts } from '#shared/feedback/feedback';

/** A bug report from Bea Buyer with a screenshot and its browser context; `overrides` change any field. */
export function makeAdminFeedback(overrides: Partial<AdminFeedback> = {}): AdminFeedback {
  return {
    feedbackId: '01JFEEDBACK0000000000000001',
    type: 'bug',
    comment: 'The map stays blank when I open a listing on my phone.\nIt worked yesterday.',
    pagePath: '/deals/deal-1',
    hasScreenshot: true,
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    email: 'bea@example.com',
    userId: 'buyer-1',
    userName: 'Bea Buyer',
    language: 'es',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    context: {
      appVersion: '1.4.2',
      viewport: { width: 375, height: 812 },
      recentProblems: [
        {
          kind: 'failedRequest',
          method: 'GET',
          path: '/api/deals/deal-1',
          status: 503,
          at: '2026-11-20T09:59:00.000Z',
        },
        { kind: 'clientError', message: 'Map tiles failed to load', at: '2026-11-20T09:59:30.000Z' },
      ],
    },
    screenshotUrl:
      'https://assets.example.com/private/feedback/01JFEEDBACK0000000000000001.png?X-Amz-Signature=abc',
    statusChangedBy: null,
    ...overrides,
  };
}

/** Counts per status. */
export const makeCounts = (overrides: Partial<FeedbackCounts> = {}): FeedbackCounts => ({
  open: 3,
  'in-progress': 1,
  resolved: 5,
  ...overrides,
});
