/**
 * Decides who is signed in (docs/requirements.md#r4-1): signed in means a token from the identity provider
 * and a successful `me`; when the server cannot validate for another reason the fallback user from the
 * token is used.
 */
import type { User } from '#shared/users/user';
import { ApiRequestError, isAuthError } from '../api/api-errors';
import { buildFallbackUser, type SessionUser } from './session-user';

export type SessionResolution =
  | { status: 'authenticated'; user: SessionUser }
  | {
      status: 'unauthenticated';
      /**
       * - `no-session`: nobody signed in, or the session could not be renewed.
       * - `rejected`: the server refused the token (401).
       * - `deactivated`: the server answered 403: the account is deactivated.
       * - `unreachable`: the identity provider could not be reached to renew the token.
       */
      reason: 'no-session' | 'rejected' | 'deactivated' | 'unreachable';
    };

export interface ResolveSessionDependencies {
  getIdToken: (options: { forceRefresh?: boolean; afterSignIn?: boolean }) => Promise<string | null>;
  fetchMe: () => Promise<User>;
}

export interface ResolveSessionOptions {
  forceRefresh?: boolean;
  afterSignIn?: boolean;
}

export async function resolveSession(
  dependencies: ResolveSessionDependencies,
  options: ResolveSessionOptions = {},
): Promise<SessionResolution> {
  let token: string | null;
  try {
    token = await dependencies.getIdToken(options);
  } catch {
    return { status: 'unauthenticated', reason: 'unreachable' };
  }
  if (!token) return { status: 'unauthenticated', reason: 'no-session' };

  try {
    return { status: 'authenticated', user: await dependencies.fetchMe() };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403) {
      return { status: 'unauthenticated', reason: 'deactivated' };
    }
    if (isAuthError(error)) return { status: 'unauthenticated', reason: 'rejected' };
    const fallbackUser = buildFallbackUser(token);
    return fallbackUser
      ? { status: 'authenticated', user: fallbackUser }
      : { status: 'unauthenticated', reason: 'rejected' };
  }
}
