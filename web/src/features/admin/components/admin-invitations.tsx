import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listAllInvitations } from '#shared/api/routes/invitations.routes';
import { formatDate } from '../../../lib/i18n/format-date';
import { callRoute } from '../../../lib/api/app-api-client';

/** The invitations tab: generate a batch (the invitations feature's generator) and every invitation. */
export function AdminInvitations({ generator }: { generator?: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const invitations = useQuery({
    queryKey: ['admin', 'invitations'],
    queryFn: ({ signal }) => callRoute(listAllInvitations, { query: {}, signal }),
  });

  return (
    <div className="stack">
      {generator && (
        <section className="card stack" aria-labelledby="admin-generate-heading">
          <h2 id="admin-generate-heading">{t('invitations.generate')}</h2>
          {generator}
        </section>
      )}
      <section className="card stack" aria-labelledby="admin-invitations-heading">
        <div className="admin-list__head">
          <h2 id="admin-invitations-heading">{t('invitations.heading')}</h2>
          <button type="button" className="button button--ghost" onClick={() => void invitations.refetch()}>
            {t('refresh')}
          </button>
        </div>
        {invitations.isPending && <p className="muted">{t('loading')}</p>}
        {invitations.isError && (
          <p className="alert alert--error" role="alert">
            {t('invitations.failed')}
          </p>
        )}
        {invitations.data?.items.length === 0 && <p className="muted">{t('invitations.empty')}</p>}
        {invitations.data && invitations.data.items.length > 0 && (
          <div className="table-scroll">
            <table className="admin-table" data-testid="admin-invitations">
              <thead>
                <tr>
                  <th scope="col">{t('invitations.role')}</th>
                  <th scope="col">{t('invitations.status')}</th>
                  <th scope="col">{t('invitations.email')}</th>
                  <th scope="col">{t('invitations.created')}</th>
                  <th scope="col">{t('invitations.expires')}</th>
                </tr>
              </thead>
              <tbody>
                {invitations.data.items.map((invitation) => (
                  <tr key={invitation.invitationId}>
                    <td>{tCommon(`roles.${invitation.role}`)}</td>
                    <td>{t(`invitations.statuses.${invitation.status}`)}</td>
                    <td>{invitation.email ?? '—'}</td>
                    <td>{formatDate(invitation.createdAt, i18n.language)}</td>
                    <td>{formatDate(invitation.expiresAt, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
