import { loadAmplifyAuth } from '../amplify/load-amplify-auth';
import { removeStorageByPrefix } from '../storage/browser-storage';
import { AMPLIFY_TOKEN_KEY_PREFIX } from '../storage/storage-keys';
import { clearLocalAuthMarkers } from './auth-storage';

/**
 * Clears all auth data (docs/requirements.md#r4-1): the SPA's markers and Amplify's tokens, through Amplify's
 * signOut so it also forgets its in-memory session. Never throws: signing out must always succeed locally.
 */
export async function clearAllAuthData(): Promise<void> {
  clearLocalAuthMarkers();
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
