import { useTranslation } from 'react-i18next';
import { FeedbackStatusTag } from '../../../domain/feedback/feedback-status-tag';
import { PagedListState } from '../../../components/paged-list-state';
import { formatDate } from '../../../lib/i18n/format-date';
import { useMyFeedback } from '../api/feedback-api';

/** The user's own feedback, newest first, with its status, so they see it was heard. */
export function MyFeedbackList() {
  const { t, i18n } = useTranslation('feedback');
  const query = useMyFeedback();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="my-feedback" aria-labelledby="my-feedback-title">
      <h2 id="my-feedback-title">{t('mine.title')}</h2>
      <PagedListState
        query={query}
        count={items.length}
        emptyText={t('mine.empty')}
        failedText={t('mine.failed')}
      >
        <ul className="my-feedback__list" data-testid="my-feedback">
          {items.map((item) => (
            <li key={item.feedbackId} className="my-feedback__item">
              <p className="my-feedback__meta">
                <span>{t(`types.${item.type}.label`)}</span>
                <span>{formatDate(item.createdAt, i18n.language)}</span>
                <FeedbackStatusTag status={item.status} />
              </p>
              <p className="my-feedback__comment">{item.comment}</p>
              {item.hasScreenshot && <p className="field__hint">{t('mine.withScreenshot')}</p>}
            </li>
          ))}
        </ul>
      </PagedListState>
    </section>
  );
}
