import { createContext, useContext } from 'react';
import type { User } from '#shared/users/user';
import type { ResolveSessionOptions } from './resolve-session';
import type { SessionUser } from './session-user';

/** docs/requirements.md#r4-1 session states. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser; validatedAt: number }
  /** `deactivated`: the server refused the account (403 on the user fetch), so sign-in can say why. */
  | { status: 'unauthenticated'; reason?: 'deactivated' };

/** How to re-resolve the session, and whether the caller reports a deactivated account itself. */
export interface RefreshOptions extends ResolveSessionOptions {
  /**
   * The caller's form says the account is deactivated (next to its fields, read by screen readers),
   * so no toast repeats the message.
   */
  formShowsDeactivation?: boolean;
}

export interface SessionContextValue {
  state: SessionState;
  /** Re-resolves the session (after sign-in, on the refresh schedule); answers the new state. */
  refresh: (options?: RefreshOptions) => Promise<SessionState>;
  /** Replaces the signed-in user with a newer answer from the server. */
  updateUser: (user: User) => void;
  /** Clears all auth data and shows the signed-out state (navigation is the caller's). */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The session; only inside `SessionProvider`. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in user, or null while loading or signed out. */
export function useSessionUser(): SessionUser | null {
  const { state } = useSession();
  return state.status === 'authenticated' ? state.user : null;
}
