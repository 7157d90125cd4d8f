import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format-date';
import { useAuditLog } from '../hooks/use-role-requests';

/** The audit log (docs/requirements.md#r6-9): role requests, decisions and invitations minted, newest first. */
export function AdminAuditLog() {
  const { t, i18n } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="card stack" aria-labelledby="admin-audit-heading">
      <h2 id="admin-audit-heading">{t('audit.heading')}</h2>
      {log.isPending && <p className="muted">{t('loading')}</p>}
      {log.isError && (
        <div className="alert alert--error" role="alert">
          <p>{t('audit.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void log.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {log.isSuccess && entries.length === 0 && <p className="muted">{t('audit.empty')}</p>}
      {entries.length > 0 && (
        <ol className="admin-list" data-testid="audit-log">
          {entries.map((entry) => (
            <li key={entry.auditId} className="admin-list__item" data-testid="audit-entry">
              <p>
                {t(`audit.actions.${entry.action}`, {
                  actor: entry.actorEmail,
                  subject: entry.subjectEmail ?? '',
                  role: tCommon(`roles.${entry.role}`),
                  count: entry.count,
                })}
              </p>
              <p className="muted">
                <time dateTime={entry.at}>{formatDate(entry.at, i18n.language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? t('loading') : t('loadMore')}
        </button>
      )}
    </section>
  );
}
