/**
 * Every key the SPA keeps in the browser, in one place (docs/requirements.md#r3-11 "Client session storage"),
 * so that sign-out can clear exactly what sign-in wrote and nothing is forgotten when a key is added.
 */

/** localStorage: survives tabs and restarts. */
export const LOCAL_STORAGE_KEYS = {
  /** The current Cognito ID token, reused while it has more than five minutes left. */
  idToken: 'dealflow.auth.idToken',
  /** `'true'` while signed in; lets a fresh page skip the identity provider when nobody signed in. */
  isAuthenticated: 'dealflow.auth.isAuthenticated',
  /** `{ user, cachedAt }`: the last user the server confirmed, with the time it was cached. */
  cachedUser: 'dealflow.auth.cachedUser',
  /**
   * The interface language the visitor chose (docs/requirements.md#r9-5 choice order: saved choice first).
   */
  language: 'dealflow.language',
  /**
   * Prefix of a hybrid user's dashboard mode (buying or selling), followed by `.<userId>`. A
   * preference, not auth data: it survives sign-out so the next visit opens where the user left.
   */
  dashboardModePrefix: 'dealflow.dashboard.mode',
  /**
   * Prefix of a listing form's draft, followed by `.<userId>.<dealId or new>`. Kept per user, so
   * another account on the same browser never sees it; removed when the listing is saved.
   */
  dealDraftPrefix: 'dealflow.dealDraft',
} as const;

/** sessionStorage: held for the browser session only. */
export const SESSION_STORAGE_KEYS = {
  /** Set once the dashboard has re-validated the user in this browser session. */
  dashboardFetchAttempted: 'dealflow.dashboard.fetchAttempted',
  /** Recent-page visits not sent yet, with the user they belong to (a reload loses none). */
  recentPagesQueue: 'dealflow.recentPages.queue',
} as const;

/**
 * Amplify keeps its own tokens (access, ID and the refresh token) in localStorage under keys that
 * start with this prefix. Amplify's signOut clears them; the prefix is only used as a last resort
 * when Amplify itself cannot be loaded.
 */
export const AMPLIFY_TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Value of the authenticated flag (docs/requirements.md#r3-11: the string true). */
export const AUTHENTICATED_FLAG_VALUE = 'true';
