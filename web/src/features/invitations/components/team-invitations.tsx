import { useTranslation } from 'react-i18next';
import type { RoleHolder } from '#shared/users/roles';
import { InvitationGenerator } from './invitation-generator';
import { MyInvitations } from './my-invitations';

/**
 * Team invitations (docs/requirements.md#r1-5, docs/requirements.md#r2-10 Owners Club): generate a batch,
 * then the list of one's invitations.
 */
export function TeamInvitations({ user }: { user: RoleHolder }) {
  const { t } = useTranslation('invitations');
  return (
    <article className="card stack" aria-labelledby="team-invitations-heading" data-testid="team-invitations">
      <h2 id="team-invitations-heading">{t('team.heading')}</h2>
      <p className="muted">{t('team.lead')}</p>
      <InvitationGenerator user={user} />
      <h3>{t('list.heading')}</h3>
      <MyInvitations />
    </article>
  );
}
