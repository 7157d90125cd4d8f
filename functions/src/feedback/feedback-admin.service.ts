/**
 * What admins do with feedback (docs/feedback.md "Admin panel"): list it by status and type, read
 * one, change its status (resolving e-mails its author), delete it with its screenshot, read the
 * counts, and turn their own bug-report e-mails on or off.
 */
import {
  FEEDBACK_PAGE_MAX,
  type AdminFeedback,
  type FeedbackCounts,
  type FeedbackStatus,
  type FeedbackSubscription,
  type FeedbackType,
} from '#shared/feedback/feedback';
import type { FeedbackRecord } from '../db/entities/feedback.entity';
import type { Page } from '../db/query';
import { publish } from '../events/publish';
import { ConflictError, FeedbackNotFoundError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { retry } from '../lib/retry';
import {
  changeFeedbackStatus,
  findFeedback,
  isSubscribedToBugReports,
  listFeedbackPage,
  readFeedbackCounts,
  removeFeedback,
  setBugReportSubscription,
  type WriteOutcome,
} from './feedback.repository';
import { deleteImage } from '../users/uploads.service';
import { logger } from '../lib/logger';
import { toAdminFeedback } from './feedback-views';
import { WRITE_ATTEMPTS, WRITE_RETRY_DELAY_MS } from './feedback-writes';

/** The stored feedback, or 404 FEEDBACK_NOT_FOUND. */
async function loadFeedback(feedbackId: string): Promise<FeedbackRecord> {
  const feedback = await findFeedback(feedbackId);
  if (!feedback) throw new FeedbackNotFoundError();
  return feedback;
}

/** GET /api/admin/feedback: newest first, by status and/or type, each with its screenshot link. */
export async function listFeedback(query: {
  status?: FeedbackStatus;
  type?: FeedbackType;
  cursor?: string;
  limit?: number;
}): Promise<Page<AdminFeedback>> {
  const page = await listFeedbackPage(
    { status: query.status, type: query.type },
    { cursor: query.cursor, limit: query.limit ?? FEEDBACK_PAGE_MAX },
  );
  return { items: await Promise.all(page.items.map(toAdminFeedback)), nextCursor: page.nextCursor };
}

/** GET /api/admin/feedback/{feedbackId}. */
export async function getFeedback(feedbackId: string): Promise<AdminFeedback> {
  return toAdminFeedback(await loadFeedback(feedbackId));
}

/** GET /api/admin/feedback/counts. */
export const countFeedback = (): Promise<FeedbackCounts> => readFeedbackCounts();

/**
 * PATCH /api/admin/feedback/{feedbackId}: moves the feedback and its counters in one transaction,
 * reading it again when another admin changed it meanwhile. Resolving publishes `feedbackResolved`
 * (its author's e-mail); setting the status it already has changes nothing and sends nothing.
 */
export async function setFeedbackStatus(
  principal: Principal,
  feedbackId: string,
  to: FeedbackStatus,
  now: Date,
): Promise<AdminFeedback> {
  const at = now.toISOString();
  const changed = await retry(
    async () => {
      const feedback = await loadFeedback(feedbackId);
      if (feedback.status === to) return { feedback, outcome: 'written' as WriteOutcome, moved: false };
      const outcome = await changeFeedbackStatus(feedback, { to, by: principal.userId, at });
      return { feedback, outcome, moved: true };
    },
    {
      attempts: WRITE_ATTEMPTS,
      retryIf: ({ outcome }) => outcome !== 'written',
      delayMs: WRITE_RETRY_DELAY_MS,
    },
  );
  if (changed.outcome !== 'written') throw new ConflictError();
  if (!changed.moved) return toAdminFeedback(changed.feedback);
  if (to === 'resolved' && !(await publish({ type: 'feedbackResolved', feedbackId, at }))) {
    // The status stands; its author's e-mail is lost unless an admin reopens and resolves again.
    logger.error('Resolved feedback stored but its e-mail could not be queued', { feedbackId });
  }
  return toAdminFeedback({
    ...changed.feedback,
    status: to,
    updatedAt: at,
    statusChangedBy: principal.userId,
  });
}

/**
 * DELETE /api/admin/feedback/{feedbackId}: the screenshot first (idempotent), then the item and its
 * counter in one transaction, so a failure at any step leaves a feedback that can be deleted again
 * (the web answers "Failed to delete feedback") and never an object nobody points at.
 */
export async function deleteFeedback(feedbackId: string): Promise<void> {
  const outcome = await retry(
    async () => {
      const feedback = await loadFeedback(feedbackId);
      if (feedback.screenshotKey) await deleteImage(feedback.screenshotKey);
      return removeFeedback(feedback);
    },
    { attempts: WRITE_ATTEMPTS, retryIf: (result) => result !== 'written', delayMs: WRITE_RETRY_DELAY_MS },
  );
  if (outcome !== 'written') throw new ConflictError();
}

/** GET /api/admin/feedback/subscription: the caller's own setting (off until they turn it on). */
export async function getFeedbackSubscription(principal: Principal): Promise<FeedbackSubscription> {
  return { bugReportEmails: await isSubscribedToBugReports(principal.userId) };
}

/** PUT /api/admin/feedback/subscription. */
export async function setFeedbackSubscription(
  principal: Principal,
  subscription: FeedbackSubscription,
  now: Date,
): Promise<FeedbackSubscription> {
  await setBugReportSubscription(principal.userId, subscription.bugReportEmails, now.toISOString());
  return subscription;
}
