import { useContext } from 'react';
import { hasRole } from '#shared/users/roles';
import { SessionContext } from '../../../lib/session/session-context';

/** Whether the signed-in user is a buyer: the numbers card and its inputs are theirs. */
export function useIsBuyer(): boolean {
  const session = useContext(SessionContext);
  return session?.state.status === 'authenticated' && hasRole(session.state.user, 'buyer');
}
