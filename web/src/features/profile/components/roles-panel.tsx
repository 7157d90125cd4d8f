import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listMyRoleRequests, updateMyRoles } from '#shared/api/routes/users.routes';
import { SELF_MANAGED_ROLES } from '#shared/users/profile';
import type { MyPendingRoles } from '#shared/users/role-requests';
import type { Role } from '#shared/users/roles';
import type { User } from '#shared/users/user';
import { callRoute } from '../../../lib/api/app-api-client';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast/toast-store';
import { serverMessage } from '../../../lib/api/api-errors';
import { profileToastKey } from '../hooks/use-save-user';

const PENDING_ROLES_KEY = ['my-role-requests'] as const;

/**
 * Role management (docs/requirements.md#r6-1, docs/requirements.md#r6-8): drop buyer or originator,
 * add back one the user was given, or ask an admin for the other, shown as pending until decided
 * (owner and admin come only from an admin). The session is force-refreshed after a change so the
 * token's groups, and the header's links, follow.
 */
export function RolesPanel({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const { updateUser, refresh } = useSession();
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: PENDING_ROLES_KEY,
    queryFn: ({ signal }) => callRoute(listMyRoleRequests, { signal }),
  });
  const pendingRoles = pending.data?.pendingRoles ?? [];
  const change = useMutation({
    mutationFn: (body: { add: Role[]; remove: Role[] }) => callRoute(updateMyRoles, { body }),
    onSuccess: async (saved, body) => {
      queryClient.setQueryData<MyPendingRoles>(PENDING_ROLES_KEY, { pendingRoles: saved.pendingRoles });
      updateUser(saved.user);
      await refresh({ forceRefresh: true });
      const requested = body.add.some((role) => saved.pendingRoles.includes(role));
      showToast({
        variant: 'success',
        title: profileToastKey(requested ? 'toasts.roleRequested' : 'toasts.rolesSaved'),
      });
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
        {pendingRoles
          .filter((role) => !user.roles.includes(role))
          .map((role) => (
            <li key={role} className="tag tag--pending" data-role={role} data-pending="true">
              {t('roles.pendingRole', { role: tCommon(`roles.${role}`) })}
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
          const label = tCommon(`roles.${role}`);
          if (!held && pendingRoles.includes(role)) {
            return (
              <li key={role} className="role-list__item" data-testid={`role-${role}-pending`}>
                <span>{label}</span>
                <span className="tag tag--pending" role="status">
                  {t('roles.requested', { role: label })}
                </span>
              </li>
            );
          }
          return (
            <li key={role} className="role-list__item">
              <span>{label}</span>
              <button
                type="button"
                className={held ? 'button button--ghost' : 'button button--primary'}
                disabled={change.isPending || isLast}
                title={isLast ? t('roles.lastRole') : undefined}
                onClick={() =>
                  change.mutate(held ? { add: [], remove: [role] } : { add: [role], remove: [] })
                }
              >
                {t(held ? 'roles.drop' : 'roles.add', { role: label })}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="muted">{t('roles.adminOnly')}</p>
    </section>
  );
}
