import './feedback-status-tag.css';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '#shared/feedback/feedback';

/**
 * A feedback's status as a coloured, translated tag, the same on the sender's own list and on the
 * admin pages (docs/requirements.md#r2-11); its label comes from `feedbackStatus` in the common namespace.
 */
export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`feedback-status feedback-status--${status}`} data-testid="feedback-status">
      {t(`feedbackStatus.${status}`)}
    </span>
  );
}
