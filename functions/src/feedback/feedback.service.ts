/**
 * What a signed-in user does with feedback (docs/feedback.md): get a challenge, upload a screenshot,
 * send feedback (verified, rate-limited, its challenge burned with it), and list their own.
 */
import { ulid } from 'ulid';
import {
  FEEDBACK_PAGE_MAX,
  type FeedbackChallenge,
  type MyFeedback,
  type SubmitFeedbackBody,
} from '#shared/feedback/feedback';
import type { ImageContentType, UploadPolicy } from '#shared/users/profile';
import { hasForbiddenCharacters } from '#shared/core/validation';
import { personName } from '#shared/users/person-name';
import { FEEDBACK_USER_AGENT_MAX, type FeedbackRecord } from '../db/entities/feedback.entity';
import type { Page } from '../db/query';
import { publish } from '../events/publish';
import { ConflictError, FeedbackLimitReachedError, VerificationReusedError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { logger } from '../lib/logger';
import { retry } from '../lib/retry';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import {
  issueFeedbackChallenge,
  verifyFeedbackChallenge,
  type VerifiedChallenge,
} from './feedback-challenge';
import {
  insertFeedback,
  isChallengeBurned,
  listUserFeedback,
  type WriteOutcome,
} from './feedback.repository';
import { deleteImage } from '../users/uploads.service';
import { checkOwnFreshUpload, createScreenshotUpload, keepScreenshot } from './feedback-screenshots';
import { toMyFeedback } from './feedback-views';
import { WRITE_ATTEMPTS, WRITE_RETRY_DELAY_MS } from './feedback-writes';

/** POST /api/feedback/challenge: a challenge naming the caller. */
export const createFeedbackChallenge = (principal: Principal, now: Date): Promise<FeedbackChallenge> =>
  issueFeedbackChallenge(principal.userId, now);

/** POST /api/feedback/screenshots: a presigned POST under the caller's private prefix, 30 an hour. */
export async function createFeedbackScreenshot(
  principal: Principal,
  body: { contentType: ImageContentType },
  now: Date,
): Promise<UploadPolicy> {
  await enforceRateLimit('feedbackScreenshotsPerUser', principal.userId, now, {
    refusal: () => new FeedbackLimitReachedError(),
  });
  return createScreenshotUpload(principal.userId, body.contentType, now);
}

/** What the request says about the sender besides its body. */
export interface SubmissionSource {
  /** The User-Agent header, if any. */
  userAgent: string | undefined;
}

/**
 * POST /api/feedback. The cheap refusals come before the hourly limit is spent: the verification
 * (400 VERIFICATION_*) and the screenshot key (the caller's own fresh upload); then the limit (429
 * FEEDBACK_LIMIT_REACHED), the screenshot's bytes (a refused image has used one of the ten), and one
 * transaction that stores the feedback, burns the challenge and counts it (a replay that raced past
 * the first check fails there).
 */
export async function submitFeedback(
  principal: Principal,
  body: SubmitFeedbackBody,
  source: SubmissionSource,
  now: Date,
): Promise<MyFeedback> {
  const verified = await verifyFeedbackChallenge(body.verification, principal.userId, now);
  if (await isChallengeBurned(verified.signature)) throw new VerificationReusedError();
  const extension = body.screenshotKey
    ? checkOwnFreshUpload(body.screenshotKey, principal.userId, now)
    : null;
  await enforceRateLimit('feedbackPerUser', principal.userId, now, {
    refusal: () => new FeedbackLimitReachedError(),
  });
  const feedbackId = ulid(now.getTime());
  const screenshotKey =
    body.screenshotKey && extension ? await keepScreenshot(body.screenshotKey, extension, feedbackId) : null;
  const at = now.toISOString();
  const feedback: FeedbackRecord = {
    feedbackId,
    type: body.type,
    comment: body.comment,
    email: body.email,
    userId: principal.userId,
    userName: personName(principal.account ?? principal),
    pagePath: body.pagePath,
    language: body.language,
    userAgent: cleanUserAgent(source.userAgent),
    screenshotKey,
    // Context is for bug reports; anything else sent with one is not kept.
    context: body.type === 'bug' ? body.context : null,
    status: 'open',
    createdAt: at,
    updatedAt: at,
    statusChangedBy: null,
  };
  await storeFeedback(feedback, verified);
  await publish({ type: 'feedbackSubmitted', feedbackId, feedbackType: feedback.type, at });
  return toMyFeedback(feedback);
}

/** The User-Agent header as admins read it: no control or bidi characters, cut on whole characters. */
function cleanUserAgent(header: string | undefined): string {
  const characters = [...(header ?? '')].filter((character) => !hasForbiddenCharacters(character));
  return characters.slice(0, FEEDBACK_USER_AGENT_MAX).join('');
}

/** Stores the feedback with its burned challenge; a refused write leaves no screenshot behind. */
async function storeFeedback(feedback: FeedbackRecord, challenge: VerifiedChallenge): Promise<void> {
  // An error that is no answer (a timeout) may follow a commit: the screenshot then stays, since a
  // stored feedback pointing at nothing is worse than an object nobody points at.
  const outcome: WriteOutcome = await retry(() => insertFeedback(feedback, challenge), {
    attempts: WRITE_ATTEMPTS,
    retryIf: (result) => result === 'conflict',
    delayMs: WRITE_RETRY_DELAY_MS,
  });
  if (outcome === 'written') return;
  await removeKeptScreenshot(feedback);
  if (outcome === 'conditionFailed') throw new VerificationReusedError();
  throw new ConflictError();
}

/** Deletes the screenshot kept for a feedback that was not stored (logged, never thrown: the refusal matters more). */
async function removeKeptScreenshot(feedback: FeedbackRecord): Promise<void> {
  if (!feedback.screenshotKey) return;
  await deleteImage(feedback.screenshotKey).catch((error: unknown) =>
    logger.error('Could not remove the screenshot of a feedback that was not stored', {
      feedbackId: feedback.feedbackId,
      error: String(error),
    }),
  );
}

/** GET /api/feedback/mine: the caller's own feedback, newest first. */
export async function listMyFeedback(
  principal: Principal,
  query: { cursor?: string; limit?: number },
): Promise<Page<MyFeedback>> {
  const page = await listUserFeedback(principal.userId, {
    cursor: query.cursor,
    limit: query.limit ?? FEEDBACK_PAGE_MAX,
  });
  return { items: page.items.map(toMyFeedback), nextCursor: page.nextCursor };
}
