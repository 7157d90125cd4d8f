/**
 * The private part of the uploads bucket (docs/decisions/feedback.md "Screenshots are private"):
 * nothing under {@link PRIVATE_KEY_PREFIX} is ever served by CloudFront `/assets` or the local web
 * proxy; the functions granted it read it, and admins see it only through short-lived presigned GET
 * links. Infra, the local stack and the feedback functions all name the prefixes from here.
 */

/** Every key under this prefix is private. */
export const PRIVATE_KEY_PREFIX = 'private/';

/**
 * Raw feedback screenshots, posted by the browser with a presigned POST:
 * `private/feedback-uploads/<userId>/<ulid>.<ext>`. A lifecycle rule deletes them after a day.
 */
export const FEEDBACK_UPLOAD_PREFIX = `${PRIVATE_KEY_PREFIX}feedback-uploads/`;

/** The checked screenshot a feedback keeps: `private/feedback/<feedbackId>.<ext>`. */
export const FEEDBACK_SCREENSHOT_PREFIX = `${PRIVATE_KEY_PREFIX}feedback/`;

/** True for a key in the private part of the bucket. */
export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_KEY_PREFIX);
