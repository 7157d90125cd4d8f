/**
 * The screenshot rules the browser checks before anything is sent (docs/requirements.md#r9-7):
 * a PNG, JPEG or WebP image under 10 MB.
 */
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '#shared/feedback/feedback';
import { IMAGE_CONTENT_TYPES } from '#shared/users/profile';
import { fileProblem, type FileProblem } from '../../lib/files/file-problem';

export type ScreenshotProblem = FileProblem;

/** Why this image cannot be a screenshot, or null when it can. */
export function screenshotProblem(image: { type: string; size: number }): ScreenshotProblem | null {
  return fileProblem(image, { types: IMAGE_CONTENT_TYPES, maxBytes: FEEDBACK_SCREENSHOT_MAX_BYTES });
}
