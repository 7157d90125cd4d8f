import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RECENT_PAGE_TITLE_MAX_LENGTH, RECENT_PAGE_URL_MAX_LENGTH } from '#shared/users/recent-pages';
import { callRoute } from '../../../lib/api/app-api-client';
import { useSessionUser } from '../../../lib/session/session-context';
import { RECENT_PAGES_QUERY_KEY } from '../recent-pages-query';
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

/** The page's name from the document title "<page> · Dealflow". */
export function pageNameFromTitle(documentTitle: string, appName: string): string {
  const suffix = ` · ${appName}`;
  return documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
}

/**
 * Records each page a signed-in user stays on into their recent pages (docs/requirements.md#r3-10), after a
 * short debounce; a failure is ignored, as the list is only a convenience.
 */
export function useRecentPageRecorder(): void {
  const user = useSessionUser();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const signedIn = user !== null && user.validationFailed !== true;
  const url = `${pathname}${search}`;
  const appName = t('appName');

  useEffect(() => {
    if (!signedIn || !shouldRecordPage(pathname) || url.length > RECENT_PAGE_URL_MAX_LENGTH) return;
    const timer = window.setTimeout(() => {
      const title =
        pageNameFromTitle(document.title, appName).trim().slice(0, RECENT_PAGE_TITLE_MAX_LENGTH) || pathname;
      // The users route table (and every profile schema with it) loads here, not with the app shell.
      import('#shared/api/routes/users.routes')
        .then(({ recordRecentPage }) => callRoute(recordRecentPage, { body: { title, url } }))
        .then((answer) => queryClient.setQueryData(RECENT_PAGES_QUERY_KEY, answer))
        .catch(() => undefined);
    }, RECENT_PAGE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [signedIn, pathname, url, appName, queryClient]);
}
