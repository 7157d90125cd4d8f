import { loadAmplifyAuth } from '../amplify/load-amplify-auth';
import { clearRecentProblems } from '../diagnostics/recent-problems';
import { removeStorageByPrefix } from '../storage/browser-storage';
import { AMPLIFY_TOKEN_KEY_PREFIX } from '../storage/storage-keys';
import { clearLocalAuthMarkers } from './auth-storage';

/**
 * Clears all auth data (docs/requirements.md#r4-1): the SPA's markers and Amplify's tokens, through Amplify's
 * signOut so it also forgets its in-memory session, and the tab's recent problems (the next user's bug
 * report must not carry them). Never throws: signing out must always succeed locally.
 */
export async function clearAllAuthData(): Promise<void> {
  clearLocalAuthMarkers();
  clearRecentProblems();
  try {
    const auth = await loadAmplifyAuth();
    await auth.signOut();
  } catch (error) {
    // docs/requirements.md#r8-4: "Failed to log out" is only logged. The tokens still go, so a reload stays
    // signed out.
    console.warn('Failed to log out', error);
    removeStorageByPrefix('local', AMPLIFY_TOKEN_KEY_PREFIX);
  }
}
