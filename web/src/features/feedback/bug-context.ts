/**
 * What a bug report tells admins about the browser (docs/requirements.md#r2-11): the release, the
 * viewport and the last problems of this tab (paths and statuses only, never bodies or tokens).
 */
import type { FeedbackContext } from '#shared/feedback/feedback';
import { APP_VERSION } from '../../lib/config/app-version';
import { reportableProblems } from '../../lib/diagnostics/report-problems';

/** Keeps a viewport side inside what the schema accepts. */
const side = (pixels: number) => Math.min(20_000, Math.max(1, Math.round(pixels)));

/** The context of a bug report sent now. */
export function bugContext(): FeedbackContext {
  return {
    appVersion: APP_VERSION.slice(0, 64),
    viewport: { width: side(window.innerWidth), height: side(window.innerHeight) },
    recentProblems: reportableProblems(),
  };
}
