import { TeamInvitations } from '../features/invitations/components/team-invitations';
import OwnersPage from '../features/owners/components/owners-page';

/** `/owners`: the Owners Club page with the sections other features provide. */
export default function OwnersRoute() {
  return <OwnersPage sections={(user) => <TeamInvitations user={user} />} />;
}
