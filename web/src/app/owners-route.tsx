import { TeamInvitations } from '../features/invitations/components/team-invitations';
import { OwnerLocations } from '../features/owners/components/owner-locations';
import OwnersPage from '../features/owners/components/owners-page';

/** `/owners`: the Owners Club page with its sections: the owner locations map and team invitations. */
export default function OwnersRoute() {
  return (
    <OwnersPage
      sections={(user) => (
        <>
          <OwnerLocations />
          <TeamInvitations user={user} />
        </>
      )}
    />
  );
}
