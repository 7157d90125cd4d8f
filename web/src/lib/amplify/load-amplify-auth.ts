import { findRuntimeConfig } from '../config/runtime-config';
import type * as AmplifyAuthModule from './amplify-auth';

/** The Amplify Auth functions the SPA uses. */
export type AmplifyAuth = Pick<typeof AmplifyAuthModule, 'fetchAuthSession' | 'signIn' | 'signOut'>;

/** Thrown when Amplify is asked for before `/config.json` was loaded (docs/requirements.md#r8-1). */
export class AuthNotConfiguredError extends Error {
  override name = 'AuthNotConfiguredError';
  constructor() {
    super('Authentication not properly configured');
  }
}

let loading: Promise<AmplifyAuth> | null = null;

/**
 * Loads and configures Amplify Auth once. Amplify stays out of the first download: a visitor who is
 * not signed in, or whose stored token is still fresh, never fetches it.
 */
export function loadAmplifyAuth(): Promise<AmplifyAuth> {
  const config = findRuntimeConfig();
  if (!config) return Promise.reject(new AuthNotConfiguredError());
  loading ??= import('./amplify-auth')
    .then((module) => {
      module.configureAmplify(config);
      return module;
    })
    .catch((error: unknown) => {
      // A failed chunk download (offline) must not poison every later attempt.
      loading = null;
      throw error;
    });
  return loading;
}
