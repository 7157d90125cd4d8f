import { useTranslation } from 'react-i18next';
import type { RoleRequest } from '#shared/users/role-requests';
import { formatDate } from '../../../lib/i18n/format-date';
import { useDecideRoleRequest, useRoleRequests } from '../hooks/use-role-requests';
import { AdminAuditLog } from './admin-audit-log';

/**
 * The role requests tab (docs/requirements.md#r6-8): pending requests oldest first, each with
 * Approve and Deny, and the audit log (docs/requirements.md#r6-9) below.
 */
export function AdminRoleRequests() {
  const { t } = useTranslation('admin');
  const requests = useRoleRequests();
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="admin-requests-heading">
        <h2 id="admin-requests-heading">{t('requests.heading')}</h2>
        {requests.isPending && <p className="muted">{t('loading')}</p>}
        {requests.isError && (
          <div className="alert alert--error" role="alert">
            <p>{t('requests.failed')}</p>
            <button type="button" className="button button--ghost" onClick={() => void requests.refetch()}>
              {t('retry')}
            </button>
          </div>
        )}
        {requests.isSuccess && items.length === 0 && (
          <p className="muted" data-testid="role-requests-empty">
            {t('requests.empty')}
          </p>
        )}
        {items.length > 0 && (
          <ul className="admin-list" data-testid="role-requests">
            {items.map((request) => (
              <RoleRequestItem key={`${request.userId}#${request.role}`} request={request} />
            ))}
          </ul>
        )}
        {requests.hasNextPage && (
          <button
            type="button"
            className="button button--ghost"
            disabled={requests.isFetchingNextPage}
            onClick={() => void requests.fetchNextPage()}
          >
            {requests.isFetchingNextPage ? t('loading') : t('loadMore')}
          </button>
        )}
      </section>
      <AdminAuditLog />
    </div>
  );
}

function RoleRequestItem({ request }: { request: RoleRequest }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const decide = useDecideRoleRequest();
  const name = `${request.firstName} ${request.lastName}`.trim() || request.email;
  const role = tCommon(`roles.${request.role}`);
  const headingId = `role-request-${request.userId}-${request.role}`;

  return (
    <li className="admin-list__item card" data-testid="role-request" aria-labelledby={headingId}>
      <div className="admin-list__head">
        <div>
          <p className="admin-list__title" id={headingId}>
            {t('requests.asks', { name, role })}
          </p>
          <p className="muted">
            {request.email} · {formatDate(request.requestedAt, i18n.language)}
          </p>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            disabled={decide.isPending}
            aria-label={t('requests.approveLabel', { name, role })}
            onClick={() =>
              decide.mutate({ userId: request.userId, role: request.role, decision: 'approved' })
            }
          >
            {t('requests.approve')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={decide.isPending}
            aria-label={t('requests.denyLabel', { name, role })}
            onClick={() => decide.mutate({ userId: request.userId, role: request.role, decision: 'denied' })}
          >
            {t('requests.deny')}
          </button>
        </div>
      </div>
    </li>
  );
}
