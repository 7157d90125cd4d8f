import { useTranslation } from 'react-i18next';
import { PagedListState } from '../../../components/paged-list-state';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useNotificationHistory } from '../api/notification-history-api';
import { TableRegion } from '../../../components/table/table-region';

/**
 * A listing's notification history (docs/requirements.md#r6-4: its owner and admins only): recipient, what
 * they were told (translated), by which channel, and when; newest first, with older entries on request.
 */
export function NotificationHistory({ dealId }: { dealId: string }) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const history = useNotificationHistory(dealId);
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section
      className="stack"
      aria-labelledby="notification-history-heading"
      data-testid="notification-history"
    >
      <h2 id="notification-history-heading" className="visually-hidden">
        {t('history.heading')}
      </h2>
      <p className="muted">{t('history.intro')}</p>
      <PagedListState
        query={history}
        count={items.length}
        emptyText={t('history.empty')}
        failedText={t('history.failed')}
      >
        <TableRegion labelId="notification-history-caption">
          <table className="deal-offers-table" data-testid="notification-history-table">
            <caption id="notification-history-caption" className="visually-hidden">
              {t('history.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('history.columns.recipient')}</th>
                <th scope="col">{t('history.columns.kind')}</th>
                <th scope="col">{t('history.columns.channel')}</th>
                <th scope="col">{t('history.columns.date')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry, position) => (
                <tr
                  // The same person can get the same kind twice in one second (two offers): the
                  // position keeps the key unique; pages only ever append, so it is stable.
                  key={`${position}-${entry.sentAt}-${entry.recipientId}-${entry.channel}-${entry.kind}`}
                  data-testid="notification-history-row"
                >
                  <th scope="row">{entry.recipientName}</th>
                  <td>{t(`history.kinds.${entry.kind}`)}</td>
                  <td>{t(`history.channels.${entry.channel}`)}</td>
                  <td>
                    <time dateTime={entry.sentAt}>{formatDateTime(entry.sentAt, language)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      </PagedListState>
    </section>
  );
}
