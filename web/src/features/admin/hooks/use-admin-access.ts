import { hasRole } from '#shared/users/roles';
import { useSession } from '../../../lib/session/session-context';
import type { SessionUser } from '../../../lib/session/session-user';
import { useMfaRefusal } from './use-mfa-refusal';

/**
 * Where the caller stands on an admin page: the session still loading, not an admin (the page sends
 * them to /unauthorized), an admin who must turn on two-step sign-in first (as stored, or as the API
 * last answered: docs/requirements.md#r6-7-mfa), or an admin the page serves.
 */
export type AdminAccess =
  | { status: 'loading' }
  | { status: 'refused' }
  | { status: 'needsMfa'; user: SessionUser }
  | { status: 'granted'; user: SessionUser };

/** The caller's access to the admin pages, decided once for all of them. */
export function useAdminAccess(): AdminAccess {
  const { state } = useSession();
  const mfaRefused = useMfaRefusal();
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status !== 'authenticated' || !hasRole(state.user, 'admin')) return { status: 'refused' };
  const needsMfa = mfaRefused || (!state.user.validationFailed && !state.user.mfaEnabled);
  return { status: needsMfa ? 'needsMfa' : 'granted', user: state.user };
}
