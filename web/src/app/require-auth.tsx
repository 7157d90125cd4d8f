import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session/session-context';
import { paths } from '../lib/paths/paths';

/** Renders its child routes for signed-in users; sends visitors to sign in. */
export function RequireAuth() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'unauthenticated') {
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
