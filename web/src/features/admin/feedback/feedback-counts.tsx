import { useTranslation } from 'react-i18next';
import { FEEDBACK_STATUSES } from '#shared/feedback/feedback';
import { useFeedbackCounts } from './use-admin-feedback';

/** How many feedback items are open, in progress and resolved; read again after every change. */
export function FeedbackCounts() {
  const { t } = useTranslation('admin');
  const counts = useFeedbackCounts();

  if (counts.isPending) {
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  }
  if (counts.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('feedback.counts.failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void counts.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <ul className="feedback-counts" aria-label={t('feedback.counts.label')} data-testid="feedback-counts">
      {FEEDBACK_STATUSES.map((status) => (
        <li key={status} className="feedback-counts__item" data-testid={`feedback-count-${status}`}>
          <span className="feedback-counts__number">{counts.data[status]}</span>{' '}
          <span>{t(`feedbackStatus.${status}`, { ns: 'common' })}</span>
        </li>
      ))}
    </ul>
  );
}
