import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasRole } from '#shared/users/roles';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../lib/paths/paths';
import { useSession } from '../../../lib/session/session-context';

/**
 * Shows the training pages to buyers only, a buyer who is also an originator included
 * (docs/training.md "Who may do what"); anyone else signed in goes to /unauthorized.
 */
export function BuyersOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'unauthenticated') return <Navigate to={paths.signIn} replace />;
  if (!hasRole(state.user, 'buyer')) return <Navigate to={paths.unauthorized} replace />;
  return <>{children}</>;
}
