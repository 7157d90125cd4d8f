import { useEffect } from 'react';
import { markDashboardFetchAttempted, wasDashboardFetchAttempted } from '../../../lib/session/auth-storage';
import { useSession } from '../../../lib/session/session-context';

/** A user confirmed this recently (say, at sign-in) is fresh enough for the dashboard. */
const FRESH_USER_MS = 60 * 1000;

/**
 * The dashboard fetches the user again once per browser session (the marker lives in
 * sessionStorage), so a user held since an earlier visit, or the fallback built from the token when
 * the server could not be reached, is replaced by the server's current answer. Navigating back and
 * forth does not repeat the call.
 */
export function useDashboardRevalidation(): void {
  const { state, refresh } = useSession();
  const isAuthenticated = state.status === 'authenticated';
  const isFallbackUser = isAuthenticated && state.user.validationFailed === true;
  const validatedAt = isAuthenticated ? state.validatedAt : 0;

  useEffect(() => {
    if (!isAuthenticated || wasDashboardFetchAttempted()) return;
    markDashboardFetchAttempted();
    if (isFallbackUser || Date.now() - validatedAt > FRESH_USER_MS) void refresh();
  }, [isAuthenticated, isFallbackUser, validatedAt, refresh]);
}
