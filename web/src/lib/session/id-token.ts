/**
 * The ID token for API calls, following docs/requirements.md#r4-1: reused while valid, force-refreshed when
 * under five minutes remain, cleared when expired, discarded when corrupted; a failed refresh clears all auth
 * data. Amplify is only loaded when the stored token cannot be reused.
 */
import { NetworkError } from '../api/api-errors';
import { loadAmplifyAuth } from '../amplify/load-amplify-auth';
import { isAuthenticatedFlagSet, readStoredIdToken, removeStoredIdToken, storeIdToken } from './auth-storage';
import { clearAllAuthData } from './clear-auth-data';
import { decideTokenAction } from './token-rules';

export interface GetIdTokenOptions {
  /** Ask the identity provider for new tokens even if the stored one is still fresh. */
  forceRefresh?: boolean;
  /** Ask Amplify even though nothing marks this browser as signed in (right after sign-in). */
  afterSignIn?: boolean;
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'NetworkError');
}

async function tokenFromIdentityProvider(forceRefresh: boolean): Promise<string | null> {
  const auth = await loadAmplifyAuth();
  let token: string | undefined;
  try {
    const session = await auth.fetchAuthSession({ forceRefresh });
    token = session.tokens?.idToken?.toString();
  } catch (error) {
    // A refresh that could not reach Cognito says nothing about the session: keep it, report it.
    if (isNetworkFailure(error)) throw new NetworkError({ cause: error });
    await clearAllAuthData();
    return null;
  }
  if (!token) {
    // Amplify holds no session (never signed in, or it dropped a refused refresh token).
    await clearAllAuthData();
    return null;
  }
  const decision = decideTokenAction(token, Date.now());
  // Amplify itself only refreshes in the last seconds; docs/requirements.md#r9-1 wants five minutes of
  // headroom.
  if (decision === 'refresh' && !forceRefresh) return tokenFromIdentityProvider(true);
  if (decision === 'expired' || decision === 'corrupted') {
    await clearAllAuthData();
    return null;
  }
  storeIdToken(token);
  return token;
}

/**
 * The current ID token, or null when nobody is signed in (or the session could not be renewed,
 * in which case all auth data was cleared). Throws `NetworkError` when Cognito is unreachable.
 */
export async function getIdToken(options: GetIdTokenOptions = {}): Promise<string | null> {
  const stored = readStoredIdToken();
  const decision = stored === null ? null : decideTokenAction(stored, Date.now());
  if (stored !== null && decision === 'reuse' && !options.forceRefresh) return stored;
  if (decision === 'expired' || decision === 'corrupted') removeStoredIdToken();
  const mayHaveSession = stored !== null || isAuthenticatedFlagSet() || options.afterSignIn === true;
  if (!mayHaveSession && !options.forceRefresh) return null;
  return tokenFromIdentityProvider(
    options.forceRefresh === true || decision === 'refresh' || decision === 'expired',
  );
}

/** True when the stored ID token can be sent as it is: an API call would not wait for the identity provider. */
export function hasReusableIdToken(nowMs: number = Date.now()): boolean {
  const stored = readStoredIdToken();
  return stored !== null && decideTokenAction(stored, nowMs) === 'reuse';
}
