import { hasRole } from '#shared/users/roles';
import { CertificationCard } from '../features/credentials/components/certification-card';
import DashboardPage from '../features/dashboard/components/dashboard-page';
import { useSessionUser } from '../lib/session/session-context';

/** `/dashboard`: the dashboard, with the credentials feature's Certified Buyer badge for buyers. */
export default function DashboardRoute() {
  const user = useSessionUser();
  const certification = user && hasRole(user, 'buyer') ? <CertificationCard /> : undefined;
  return <DashboardPage buyerCertification={certification} />;
}
