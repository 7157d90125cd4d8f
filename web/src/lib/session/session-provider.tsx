import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from '#shared/users/user';
import { readStorage } from '../storage/browser-storage';
import { LOCAL_STORAGE_KEYS } from '../storage/storage-keys';
import { showToast } from '../toast/toast-store';
import { clearLocalAuthMarkers, rememberSignedInUser, setAuthenticatedFlag } from './auth-storage';
import { clearRecentProblems } from '../diagnostics/recent-problems';
import { clearAllAuthData } from './clear-auth-data';
import { takeBootMe } from './boot-me';
import { getIdToken } from './id-token';
import { ME_QUERY_KEY, meQueryOptions } from './me-query';
import { isSessionRefreshDue, VISIBILITY_CHECK_INTERVAL_MS } from './refresh-schedule';
import { resolveSession, type SessionResolution } from './resolve-session';
import {
  SessionContext,
  type RefreshOptions,
  type SessionContextValue,
  type SessionState,
} from './session-context';
import { onSessionEnded } from './session-events';

const SIGNED_OUT: SessionState = { status: 'unauthenticated' };

/**
 * Applies what a resolution implies for storage and the user (docs/requirements.md#r4-1,
 * docs/requirements.md#r8-1). Answers the new state, or null when the current state should stand (the
 * identity provider was unreachable).
 */
async function settle(
  resolution: SessionResolution,
  { formShowsDeactivation = false }: RefreshOptions,
): Promise<SessionState | null> {
  if (resolution.status === 'authenticated') {
    const { user } = resolution;
    if (user.validationFailed) setAuthenticatedFlag();
    else rememberSignedInUser(user);
    return { status: 'authenticated', user, validatedAt: Date.now() };
  }
  switch (resolution.reason) {
    case 'deactivated':
      await clearAllAuthData();
      if (!formShowsDeactivation) {
        showToast({
          variant: 'error',
          title: 'toasts.accountDeactivated.title',
          description: 'toasts.accountDeactivated.description',
        });
      }
      return { status: 'unauthenticated', reason: 'deactivated' };
    case 'rejected':
      await clearAllAuthData();
      break;
    case 'no-session':
      clearLocalAuthMarkers();
      break;
    case 'unreachable':
      // The session may still be fine: keep its data for the next attempt and say what happened.
      showToast({ variant: 'error', title: 'toasts.networkError.title', description: 'errors.network' });
      return null;
  }
  return SIGNED_OUT;
}

/**
 * The state after a refresh. A background refresh that could not reach the identity provider, or
 * that only got the fallback user for the same person, keeps the server-confirmed user on screen.
 */
function nextState(current: SessionState, settled: SessionState | null): SessionState {
  if (settled === null) return current.status === 'loading' ? SIGNED_OUT : current;
  const keepsConfirmedUser =
    current.status === 'authenticated' &&
    !current.user.validationFailed &&
    settled.status === 'authenticated' &&
    settled.user.validationFailed &&
    settled.user.userId === current.user.userId;
  return keepsConfirmedUser ? current : settled;
}

/**
 * Owns the session: resolves it at start, keeps it fresh every 30 minutes while the page is visible
 * (checked every 5 minutes and when the page becomes visible), and follows sign-outs from the API
 * client and from other tabs.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const latestRequest = useRef(0);
  const lastRefreshedAt = useRef(0);

  const refresh = useCallback(
    async (options: RefreshOptions = {}): Promise<SessionState> => {
      const request = ++latestRequest.current;
      const resolution = await resolveSession(
        // The first resolution of a visit reads the `me` started at boot (boot-me.ts), if any.
        { getIdToken, fetchMe: () => takeBootMe() ?? queryClient.fetchQuery(meQueryOptions) },
        options,
      );
      // A newer refresh (say, a sign-in while the start-up check was running) has the last word:
      // this one neither touches storage nor the state.
      if (request !== latestRequest.current) {
        return resolution.status === 'authenticated'
          ? { status: 'authenticated', user: resolution.user, validatedAt: Date.now() }
          : SIGNED_OUT;
      }
      const settled = await settle(resolution, options);
      lastRefreshedAt.current = Date.now();
      if (request === latestRequest.current) {
        if (settled?.status === 'unauthenticated') queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
        setState((current) => nextState(current, settled));
      }
      return settled ?? SIGNED_OUT;
    },
    [queryClient],
  );

  // Also reached when another tab signed out, where this tab's clearAllAuthData did not run.
  const endSession = useCallback(() => {
    latestRequest.current++;
    queryClient.clear();
    clearRecentProblems();
    setState(SIGNED_OUT);
  }, [queryClient]);

  const signOut = useCallback(async () => {
    await clearAllAuthData();
    endSession();
  }, [endSession]);

  const updateUser = useCallback(
    (user: User) => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
      rememberSignedInUser(user);
      setState((current) =>
        current.status === 'authenticated' ? { ...current, user, validatedAt: Date.now() } : current,
      );
    },
    [queryClient],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => onSessionEnded(endSession), [endSession]);

  // Another tab signed out (the flag went away) or in (it appeared).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LOCAL_STORAGE_KEYS.isAuthenticated && event.key !== null) return;
      const signedInElsewhere = readStorage('local', LOCAL_STORAGE_KEYS.isAuthenticated) !== null;
      if (!signedInElsewhere && state.status === 'authenticated') endSession();
      if (signedInElsewhere && state.status === 'unauthenticated') void refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession, refresh, state.status]);

  const isAuthenticated = state.status === 'authenticated';
  useEffect(() => {
    if (!isAuthenticated) return;
    const refreshIfDue = () => {
      if (isSessionRefreshDue(lastRefreshedAt.current, Date.now(), document.visibilityState)) {
        void refresh({ forceRefresh: true });
      }
    };
    const interval = window.setInterval(refreshIfDue, VISIBILITY_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', refreshIfDue);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', refreshIfDue);
    };
  }, [isAuthenticated, refresh]);

  const value = useMemo<SessionContextValue>(
    () => ({ state, refresh, updateUser, signOut }),
    [state, refresh, updateUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
