/** What a stored feedback looks like to its author and to admins. */
import type { AdminFeedback, MyFeedback } from '#shared/feedback/feedback';
import type { FeedbackRecord } from '../db/entities/feedback.entity';
import { privateImageLink } from '../users/uploads.service';
import { SCREENSHOT_LINK_SECONDS } from './feedback-screenshots';

/** The author's view: no e-mail, context or screenshot link, only whether there is a screenshot. */
export const toMyFeedback = (feedback: FeedbackRecord): MyFeedback => ({
  feedbackId: feedback.feedbackId,
  type: feedback.type,
  comment: feedback.comment,
  pagePath: feedback.pagePath,
  hasScreenshot: feedback.screenshotKey !== null,
  status: feedback.status,
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
});

/** The admin's view: everything, the screenshot as a short-lived presigned link. */
export const toAdminFeedback = async (feedback: FeedbackRecord): Promise<AdminFeedback> => ({
  ...toMyFeedback(feedback),
  email: feedback.email,
  userId: feedback.userId,
  userName: feedback.userName,
  language: feedback.language,
  userAgent: feedback.userAgent,
  context: feedback.context,
  screenshotUrl: feedback.screenshotKey
    ? await privateImageLink(feedback.screenshotKey, SCREENSHOT_LINK_SECONDS)
    : null,
  statusChangedBy: feedback.statusChangedBy,
});
