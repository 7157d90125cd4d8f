/**
 * Feedback screenshots (docs/feedback.md "Privacy"): the browser uploads one by presigned POST
 * under the caller's own private prefix (size and type enforced by the policy at S3); a bug report
 * may then name it if it is the caller's own, fresh upload. The image is checked (magic numbers,
 * metadata stripped) and its clean copy kept at `private/feedback/<feedbackId>.<ext>`.
 */
import { decodeTime } from 'ulid';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '#shared/feedback/feedback';
import { FEEDBACK_SCREENSHOT_PREFIX, FEEDBACK_UPLOAD_PREFIX } from '#shared/core/storage-keys';
import { UPLOAD_POLICY_TTL_SECONDS, type ImageContentType, type UploadPolicy } from '#shared/users/profile';
import { BadRequestError } from '../lib/errors';
import { acceptUploadedImage, createImageUploadPolicy, isKeyUnder } from '../users/uploads.service';

/** Every raw screenshot upload of this user is directly under this prefix (expired after a day by lifecycle). */
export const feedbackUploadPrefix = (userId: string) => `${FEEDBACK_UPLOAD_PREFIX}${userId}/`;

/** Where a feedback's checked screenshot is kept: a key no upload policy ever names. */
export const feedbackScreenshotKey = (feedbackId: string, extension: string) =>
  `${FEEDBACK_SCREENSHOT_PREFIX}${feedbackId}.${extension}`;

/** How long an admin's screenshot link works: long enough to open it, short enough not to share it. */
export const SCREENSHOT_LINK_SECONDS = 5 * 60;

/**
 * How old an upload a feedback may still name: the policy's life plus an hour to write the comment.
 * Older ones were abandoned (the lifecycle rule deletes them), and refusing them keeps a user from
 * attaching an upload they made long ago.
 */
export const SCREENSHOT_UPLOAD_FRESH_MS = UPLOAD_POLICY_TTL_SECONDS * 1000 + 60 * 60 * 1000;
/** Clock skew tolerated for an upload key minted "in the future" by another instance. */
const CLOCK_SKEW_MS = 60 * 1000;

/** An upload's name under the prefix, as the policy mints it: `<ULID>.<ext>`. */
const UPLOAD_NAME = /^([0-9A-HJKMNP-TV-Z]{26})\.(jpg|png|webp)$/;

/** A presigned POST for one screenshot under the caller's prefix, at most FEEDBACK_SCREENSHOT_MAX_BYTES. */
export const createScreenshotUpload = (
  userId: string,
  contentType: ImageContentType,
  now: Date,
): Promise<UploadPolicy> =>
  createImageUploadPolicy(feedbackUploadPrefix(userId), contentType, FEEDBACK_SCREENSHOT_MAX_BYTES, now);

/**
 * Checks that the key is the caller's own fresh upload (400 otherwise) and answers its extension;
 * touches nothing, so it can run before the request spends anything.
 */
export function checkOwnFreshUpload(key: string, userId: string, now: Date): string {
  const prefix = feedbackUploadPrefix(userId);
  if (!isKeyUnder(key, prefix)) throw new BadRequestError('This upload does not belong to you.');
  const match = UPLOAD_NAME.exec(key.slice(prefix.length));
  if (!match) throw new BadRequestError('This is not a screenshot upload.');
  const [, id, extension] = match as unknown as [string, string, string];
  const uploadedAt = decodeTime(id);
  if (now.getTime() - uploadedAt > SCREENSHOT_UPLOAD_FRESH_MS || uploadedAt > now.getTime() + CLOCK_SKEW_MS) {
    throw new BadRequestError('This screenshot upload is too old. Please attach it again.');
  }
  return extension;
}

/**
 * Checks the upload's bytes and keeps their clean copy for this feedback, deleting the upload
 * (400 UPLOAD_NOT_IMAGE / UPLOAD_TOO_LARGE / UPLOAD_NOT_FOUND otherwise); answers the kept key.
 */
export const keepScreenshot = (uploadKey: string, extension: string, feedbackId: string): Promise<string> =>
  acceptUploadedImage(uploadKey, FEEDBACK_SCREENSHOT_MAX_BYTES, feedbackScreenshotKey(feedbackId, extension));
