/** When the signed-in session is refreshed in the background (docs/requirements.md#r9-1). */

/** The session is refreshed every 30 minutes while the page is visible. */
export const SESSION_REFRESH_INTERVAL_MS = 30 * 60 * 1000;
/** How often the page checks whether a refresh is due. */
export const VISIBILITY_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** True when the page is visible and the last refresh is at least 30 minutes old. */
export function isSessionRefreshDue(
  lastRefreshedAtMs: number,
  nowMs: number,
  visibility: DocumentVisibilityState,
): boolean {
  return visibility === 'visible' && nowMs - lastRefreshedAtMs >= SESSION_REFRESH_INTERVAL_MS;
}
