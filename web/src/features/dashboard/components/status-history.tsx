import { useTranslation } from 'react-i18next';
import { DealStatusBadge } from '../../../domain/deals/deal-status-badge';
import { formatDate } from '../../../lib/i18n/format-date';
import { useStatusHistory } from '../hooks/use-status-history';

/**
 * A listing's status history (docs/requirements.md#r4-3): status, date, source, and the comments or cancel
 * reason; newest first.
 */
export function StatusHistory({ dealId }: { dealId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const history = useStatusHistory(dealId);
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <section className="status-history" aria-labelledby="status-history-heading" data-testid="status-history">
      <h3 id="status-history-heading">{t('history.heading')}</h3>
      {history.isPending && <p className="muted">{t('history.loading')}</p>}
      {history.isError && (
        <p className="muted" role="alert">
          {t('history.failed')}
        </p>
      )}
      {history.data && history.data.items.length === 0 && <p className="muted">{t('history.empty')}</p>}
      {history.data && history.data.items.length > 0 && (
        <ol className="status-history__list">
          {[...history.data.items].reverse().map((entry, index) => (
            <li
              key={`${entry.at}-${index}`}
              className="status-history__entry"
              data-testid="status-history-entry"
              data-status={entry.status}
              data-source={entry.source}
            >
              <div className="status-history__head">
                <DealStatusBadge status={entry.status} />
                <time dateTime={entry.at}>{formatDate(entry.at, language)}</time>
                <span className="muted">{t(`history.sources.${entry.source}`)}</span>
              </div>
              {entry.cancelReason && (
                <p className="status-history__text">
                  <strong>{t('history.cancelReason')}</strong> {entry.cancelReason}
                </p>
              )}
              {entry.comments && (
                <p className="status-history__text">
                  <strong>{t('history.comments')}</strong> {entry.comments}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
