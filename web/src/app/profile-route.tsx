import { hasRole } from '#shared/users/roles';
import { FeedbackSubscriptionSwitch } from '../features/admin/feedback/feedback-subscription-switch';
import { CertificationCard } from '../features/credentials/components/certification-card';
import ProfilePage from '../features/profile/components/profile-page';
import { useSessionUser } from '../lib/session/session-context';

/**
 * `/profile`: the profile page, with the admin feature's bug-report e-mail setting for admins and
 * the credentials feature's Certified Buyer badge for buyers.
 */
export default function ProfileRoute() {
  const user = useSessionUser();
  const adminSettings = user && hasRole(user, 'admin') ? <FeedbackSubscriptionSwitch /> : undefined;
  const certification = user && hasRole(user, 'buyer') ? <CertificationCard /> : undefined;
  return <ProfilePage adminSettings={adminSettings} certification={certification} />;
}
