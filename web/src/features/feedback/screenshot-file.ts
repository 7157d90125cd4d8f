/**
 * The screenshot rules the browser checks before anything is sent (docs/requirements.md#r9-7):
 * a PNG, JPEG or WebP image under 10 MB.
 */
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '#shared/feedback/feedback';
import { IMAGE_CONTENT_TYPES } from '#shared/users/profile';

export type ScreenshotProblem = 'invalidType' | 'tooLarge' | 'empty';

/** Why this image cannot be a screenshot, or null when it can. */
export function screenshotProblem(image: { type: string; size: number }): ScreenshotProblem | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(image.type)) return 'invalidType';
  if (image.size > FEEDBACK_SCREENSHOT_MAX_BYTES) return 'tooLarge';
  if (image.size === 0) return 'empty';
  return null;
}
