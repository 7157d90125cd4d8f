import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { formatDate } from '../../../lib/i18n/format-date';
import { useMyInvitations } from '../hooks/use-my-invitations';

/** The user's invitations with created, expires and status (docs/requirements.md#r3-9), newest first. */
export function MyInvitations() {
  const { t, i18n } = useTranslation('invitations');
  const { t: tCommon } = useTranslation();
  const invitations = useMyInvitations();

  if (invitations.isPending) return <PageLoader />;
  if (invitations.isError) {
    return (
      <div className="alert alert--error" role="alert" data-testid="my-invitations-error">
        <p className="alert__title">{t('list.failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void invitations.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  }

  const items = invitations.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="muted" data-testid="my-invitations-empty">
        {t('list.empty')}
      </p>
    );
  }

  const date = (iso: string) => formatDate(iso, i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="stack">
      {/* Focusable so that keyboard users can scroll the table on narrow screens. */}
      <div className="table-scroll" role="region" aria-label={t('list.caption')} tabIndex={0}>
        <table className="table" data-testid="my-invitations">
          <caption className="visually-hidden">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.role')}</th>
              <th scope="col">{t('list.created')}</th>
              <th scope="col">{t('list.expires')}</th>
              <th scope="col">{t('list.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((invitation) => (
              <tr
                key={invitation.invitationId}
                data-testid="invitation-row"
                data-invitation-id={invitation.invitationId}
                data-status={invitation.status}
              >
                <td>{tCommon(`roles.${invitation.role}`)}</td>
                <td>{date(invitation.createdAt)}</td>
                <td>{date(invitation.expiresAt)}</td>
                <td>
                  <span className={`status-badge status-badge--${invitation.status}`}>
                    {t(`status.${invitation.status}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invitations.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={invitations.isFetchingNextPage}
          onClick={() => void invitations.fetchNextPage()}
        >
          {invitations.isFetchingNextPage ? tCommon('loading') : t('list.loadMore')}
        </button>
      )}
    </div>
  );
}
