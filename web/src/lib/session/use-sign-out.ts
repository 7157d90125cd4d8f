import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadAmplifyAuth } from '../amplify/load-amplify-auth';
import { useSession } from './session-context';
import { paths } from '../paths/paths';

/**
 * Revokes the session at Cognito: a global sign-out invalidates the refresh token (and every other
 * refresh token of the user), so a copied token cannot renew the session. A plain `signOut()`
 * only revokes when the access token carries `origin_jti`, which is not guaranteed. Never throws:
 * docs/requirements.md#r8-4 "Failed to log out" is only logged, and the local sign-out still happens.
 */
async function revokeRefreshToken(): Promise<void> {
  try {
    const auth = await loadAmplifyAuth();
    await auth.signOut({ global: true });
  } catch (error) {
    console.warn('Failed to log out', error);
  }
}

/**
 * Signs out (revoking the refresh token), clears what docs/requirements.md#r4-1 lists, and goes home. Home
 * comes first, and synchronously: navigations are transitions that keep the old page on screen while
 * the next page's chunk loads, and a protected page still on screen would send the now signed-out
 * visitor to /auth.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate(paths.home, { replace: true, flushSync: true });
    await revokeRefreshToken();
    await signOut();
  }, [navigate, signOut]);
}
