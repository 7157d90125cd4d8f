import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateMyRoles } from '#shared/api/routes/users.routes';
import { SELF_MANAGED_ROLES } from '#shared/users/profile';
import type { Role } from '#shared/users/roles';
import type { User } from '#shared/users/user';
import { callRoute } from '../../../lib/api/app-api-client';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast/toast-store';
import { serverMessage } from '../../../lib/api/api-errors';
import { profileToastKey } from '../hooks/use-save-user';

/**
 * Role management: add or drop buyer and originator (owner and admin come only from an admin). The
 * session is force-refreshed afterwards so the token's groups, and the header's links, follow.
 */
export function RolesPanel({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const { updateUser, refresh } = useSession();
  const change = useMutation({
    mutationFn: (body: { add: Role[]; remove: Role[] }) => callRoute(updateMyRoles, { body }),
    onSuccess: async (saved) => {
      updateUser(saved);
      await refresh({ forceRefresh: true });
      showToast({ variant: 'success', title: profileToastKey('toasts.rolesSaved') });
    },
    onError: () => showToast({ variant: 'error', title: profileToastKey('toasts.rolesFailed') }),
  });

  return (
    <section className="card card--form stack" aria-labelledby="roles-heading" data-testid="roles-panel">
      <h2 id="roles-heading">{t('roles.heading')}</h2>
      <p className="muted">{t('roles.lead')}</p>
      <ul className="tag-list" data-testid="current-roles">
        {user.roles.map((role) => (
          <li key={role} className="tag" data-role={role}>
            {tCommon(`roles.${role}`)}
          </li>
        ))}
      </ul>
      {change.error && (
        <div className="alert alert--error" role="alert">
          <p>{serverMessage(change.error) ?? t('toasts.rolesFailed')}</p>
        </div>
      )}
      <ul className="role-list">
        {SELF_MANAGED_ROLES.map((role) => {
          const held = user.roles.includes(role);
          const isLast = held && user.roles.length === 1;
          return (
            <li key={role} className="role-list__item">
              <span>{tCommon(`roles.${role}`)}</span>
              <button
                type="button"
                className={held ? 'button button--ghost' : 'button button--primary'}
                disabled={change.isPending || isLast}
                title={isLast ? t('roles.lastRole') : undefined}
                onClick={() =>
                  change.mutate(held ? { add: [], remove: [role] } : { add: [role], remove: [] })
                }
              >
                {t(held ? 'roles.drop' : 'roles.add', { role: tCommon(`roles.${role}`) })}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('roles.adminOnly')}</p>
    </section>
  );
}
