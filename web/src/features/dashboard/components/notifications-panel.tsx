import '../notifications.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  UNREAD_COUNT_CAP,
  notificationAddress,
  notificationPath,
  type InAppNotification,
} from '#shared/notifications/notification-api';
import { PagedListState } from '../../../components/paged-list-state';
import { formatDate } from '../../../lib/i18n/format-date';
import { formatRelativeTime } from '../../../lib/i18n/format-relative-time';
import { useMarkNotificationsRead, useMyNotifications } from '../api/notifications-api';

/** One notification: its title links to the page to act on; unread ones say so and can be marked read. */
function NotificationRow({
  notification,
  onMarkRead,
  marking,
}: {
  notification: InAppNotification;
  onMarkRead: (notificationId: string) => void;
  marking: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const unread = notification.readAt === null;
  const title = t(`kinds.${notification.kind}.${notification.audience}` as 'kinds.offerAccepted.buyer', {
    address: notificationAddress(notification.deal),
  });
  return (
    <li
      className={`notification${unread ? ' notification--unread' : ''}`}
      data-testid="notification"
      data-unread={unread}
      data-kind={notification.kind}
    >
      <p className="notification__title">
        {unread && <span className="visually-hidden">{t('panel.unread')} </span>}
        <Link
          to={notificationPath(notification.audience, notification.deal.dealId)}
          onClick={() => unread && onMarkRead(notification.notificationId)}
        >
          {title}
        </Link>
      </p>
      <p className="notification__meta">
        <time dateTime={notification.createdAt} title={formatDate(notification.createdAt, language)}>
          {formatRelativeTime(notification.createdAt, new Date(), language, t('justNow'))}
        </time>
        {unread && (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t('panel.markReadOf', { title })}
            disabled={marking}
            onClick={() => onMarkRead(notification.notificationId)}
          >
            {t('panel.markRead')}
          </button>
        )}
      </p>
    </li>
  );
}

/**
 * The user's notifications on the dashboard (both views), newest first: offers received, accepted
 * or declined, with the listing's address and a link; unread ones are marked for eyes and for
 * screen readers, and can be marked read one by one or all at once.
 */
export function NotificationsPanel() {
  const { t } = useTranslation('notifications');
  const notifications = useMyNotifications();
  const markRead = useMarkNotificationsRead();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = notifications.data?.pages[0]?.unreadCount ?? 0;
  const unreadLabel =
    unreadCount > UNREAD_COUNT_CAP
      ? t('panel.unreadCountCapped')
      : unreadCount > 0
        ? t('panel.unreadCount', { count: unreadCount })
        : t('panel.allRead');

  return (
    <article
      className="card notifications-panel"
      aria-labelledby="notifications-heading"
      data-testid="notifications-panel"
    >
      <header className="notifications-panel__head">
        <h2 id="notifications-heading">{t('panel.heading')}</h2>
        {notifications.data && (
          <p
            className="notifications-panel__count"
            data-testid="notifications-unread"
            data-count={unreadCount}
          >
            {unreadLabel}
          </p>
        )}
        {unreadCount > 0 && (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(null)}
          >
            {t('panel.markAllRead')}
          </button>
        )}
      </header>
      {markRead.isError && (
        <p className="alert alert--error" role="alert">
          {t('panel.markFailed')}
        </p>
      )}
      <PagedListState
        query={notifications}
        count={items.length}
        emptyText={t('panel.empty')}
        failedText={t('panel.failed')}
      >
        <ul className="notifications-list">
          {items.map((notification) => (
            <NotificationRow
              key={notification.notificationId}
              notification={notification}
              marking={markRead.isPending}
              onMarkRead={(notificationId) => markRead.mutate(notificationId)}
            />
          ))}
        </ul>
      </PagedListState>
    </article>
  );
}
