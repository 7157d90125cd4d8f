import { hasRole } from '#shared/users/roles';
import AdminPage from '../features/admin/components/admin-page';
import { InvitationGenerator } from '../features/invitations/components/invitation-generator';
import { useSessionUser } from '../lib/session/session-context';

/** `/admin`: the admin panel with the invitation generator the invitations feature provides. */
export default function AdminRoute() {
  const user = useSessionUser();
  const generator = user && hasRole(user, 'admin') ? <InvitationGenerator user={user} /> : undefined;
  return <AdminPage invitationGenerator={generator} />;
}
