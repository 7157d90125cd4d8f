import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RECENT_PAGE_URL_MAX_LENGTH, withRecentPages } from '#shared/users/recent-pages';
import { useSessionUser } from '../../../lib/session/session-context';
import { recentPageQueue } from '../app-recent-page-queue';
import { RECENT_PAGES_QUERY_KEY, type RecentPagesAnswer } from '../recent-pages-key';
import { paths } from '../../../lib/paths/paths';

/** Pages about signing in or up are not worth going back to. */
const SKIPPED_PREFIXES = [
  paths.signIn,
  paths.legacySignIn,
  paths.signUp,
  paths.verify,
  paths.resetPassword,
  paths.requestAccess,
  paths.testInvitation,
];
/** Wait this long on a page before recording it: skips pages passed through (redirects) and lets the title settle. */
export const RECENT_PAGE_DEBOUNCE_MS = 1500;

export function shouldRecordPage(pathname: string): boolean {
  return !SKIPPED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Records each page a signed-in user stays on into their recent pages (docs/requirements.md#r3-10), after a
 * short debounce. Visits are batched (recent-page-queue.ts): the cached list shows each one at once,
 * the server hears of them together, and whatever is queued goes out when the tab hides. A failure
 * is ignored, as the list is only a convenience.
 */
export function useRecentPageRecorder(): void {
  const user = useSessionUser();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const userId = user !== null && user.validationFailed !== true ? user.userId : null;
  const url = `${pathname}${search}`;
  const appName = t('appName');

  useEffect(() => {
    if (userId === null || !shouldRecordPage(pathname) || url.length > RECENT_PAGE_URL_MAX_LENGTH) return;
    let left = false;
    const timer = window.setTimeout(async () => {
      const { recordVisit } = await import('../record-visit');
      if (!left) recordVisit({ userId, pathname, url, appName, queryClient });
    }, RECENT_PAGE_DEBOUNCE_MS);
    return () => {
      left = true;
      window.clearTimeout(timer);
    };
  }, [userId, pathname, url, appName, queryClient]);

  useEffect(() => {
    if (userId === null) return;
    const stopListening = recentPageQueue.onSent((items) =>
      queryClient.setQueryData<RecentPagesAnswer>(RECENT_PAGES_QUERY_KEY, {
        items: withRecentPages(
          items,
          recentPageQueue.pending(userId).map((page) => ({ ...page, visitedAt: new Date().toISOString() })),
        ),
      }),
    );
    const sendOnHide = () => {
      if (document.visibilityState === 'hidden') {
        recentPageQueue.flush(userId, { keepalive: true }).catch(() => undefined);
      }
    };
    document.addEventListener('visibilitychange', sendOnHide);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', sendOnHide);
    };
  }, [userId, queryClient]);
}
