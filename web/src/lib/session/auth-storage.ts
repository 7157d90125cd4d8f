/**
 * Reads and writes the session's own browser storage (docs/requirements.md#r3-11). Amplify keeps its tokens
 * itself; this module holds what the SPA adds: the ID token it reuses, the authenticated flag, the cached
 * user and the dashboard marker.
 */
import type { User } from '#shared/users/user';
import { readStorage, removeStorage, writeStorage } from '../storage/browser-storage';
import { AUTHENTICATED_FLAG_VALUE, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '../storage/storage-keys';

/** The cached user with the time it was cached (epoch milliseconds). */
export interface CachedUser {
  user: User;
  cachedAt: number;
}

export function readStoredIdToken(): string | null {
  return readStorage('local', LOCAL_STORAGE_KEYS.idToken);
}

export function storeIdToken(token: string): void {
  writeStorage('local', LOCAL_STORAGE_KEYS.idToken, token);
}

export function removeStoredIdToken(): void {
  removeStorage('local', LOCAL_STORAGE_KEYS.idToken);
}

export function isAuthenticatedFlagSet(): boolean {
  return readStorage('local', LOCAL_STORAGE_KEYS.isAuthenticated) === AUTHENTICATED_FLAG_VALUE;
}

/** Marks the browser as signed in and caches the user the server confirmed. */
export function rememberSignedInUser(user: User, nowMs: number = Date.now()): void {
  writeStorage('local', LOCAL_STORAGE_KEYS.isAuthenticated, AUTHENTICATED_FLAG_VALUE);
  const cached: CachedUser = { user, cachedAt: nowMs };
  writeStorage('local', LOCAL_STORAGE_KEYS.cachedUser, JSON.stringify(cached));
}

/** Marks the browser as signed in when only the token (not the server) vouches for the user. */
export function setAuthenticatedFlag(): void {
  writeStorage('local', LOCAL_STORAGE_KEYS.isAuthenticated, AUTHENTICATED_FLAG_VALUE);
}

export function wasDashboardFetchAttempted(): boolean {
  return readStorage('session', SESSION_STORAGE_KEYS.dashboardFetchAttempted) !== null;
}

export function markDashboardFetchAttempted(nowMs: number = Date.now()): void {
  writeStorage('session', SESSION_STORAGE_KEYS.dashboardFetchAttempted, String(nowMs));
}

/** Removes every auth marker the SPA itself wrote (not Amplify's tokens). */
export function clearLocalAuthMarkers(): void {
  removeStoredIdToken();
  removeStorage('local', LOCAL_STORAGE_KEYS.isAuthenticated);
  removeStorage('local', LOCAL_STORAGE_KEYS.cachedUser);
  removeStorage('session', SESSION_STORAGE_KEYS.dashboardFetchAttempted);
}
