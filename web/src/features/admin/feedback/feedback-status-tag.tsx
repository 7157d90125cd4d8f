import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '#shared/feedback/feedback';

/** A feedback's status as a coloured label. */
export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`feedback-status feedback-status--${status}`} data-testid="feedback-status">
      {t(`feedback.statuses.${status}`)}
    </span>
  );
}
