import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../../components/table/cell-label';
import { localized } from './localized';
import { useTrainingStats } from './use-admin-training';

/** A percentage as the interface language writes it, or a dash before there is one. */
function usePercent() {
  const { t, i18n } = useTranslation('admin-training');
  const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (value: number | null) => (value === null ? t('stats.none') : format.format(value / 100));
}

/**
 * Buyers started and certified, and per lesson started, completed, quiz attempts, average score and
 * drop-off, from the counters buyers keep as they go. On phones each row becomes a card.
 */
export function TrainingStats() {
  const { t, i18n } = useTranslation('admin-training');
  const stats = useTrainingStats();
  const percent = usePercent();
  if (stats.isPending) {
    return (
      <p className="muted" role="status">
        {t('stats.loading')}
      </p>
    );
  }
  if (stats.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('stats.failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void stats.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { buyersStarted, buyersCertified, lessons } = stats.data;
  return (
    <section className="stack" aria-labelledby="training-stats-heading">
      <h2 id="training-stats-heading">{t('stats.heading')}</h2>
      <dl className="admin-training-stats__totals" data-testid="training-stats-totals">
        <div className="card">
          <dt>{t('stats.buyersStarted')}</dt>
          <dd>{buyersStarted}</dd>
        </div>
        <div className="card">
          <dt>{t('stats.buyersCertified')}</dt>
          <dd>{buyersCertified}</dd>
        </div>
      </dl>
      {lessons.length === 0 ? (
        <p className="muted">{t('stats.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t('stats.caption')} tabIndex={0}>
          <table className="table table-cards" data-testid="training-stats-table">
            <caption className="visually-hidden">{t('stats.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stats.columns.lesson')}</th>
                <th scope="col">{t('stats.columns.started')}</th>
                <th scope="col">{t('stats.columns.completed')}</th>
                <th scope="col">{t('stats.columns.attempts')}</th>
                <th scope="col">{t('stats.columns.averageScore')}</th>
                <th scope="col">{t('stats.columns.dropOff')}</th>
              </tr>
            </thead>
            <tbody>
              {lessons.map((lesson) => (
                <tr key={lesson.lessonId} data-testid="training-stats-row">
                  <th scope="row" className="table-cards__wide">
                    {localized(lesson.title, i18n.language)}
                  </th>
                  <td>
                    <CellLabel text={t('stats.columns.started')} />
                    {lesson.started}
                  </td>
                  <td>
                    <CellLabel text={t('stats.columns.completed')} />
                    {lesson.completed}
                  </td>
                  <td>
                    <CellLabel text={t('stats.columns.attempts')} />
                    {lesson.attempts}
                  </td>
                  <td>
                    <CellLabel text={t('stats.columns.averageScore')} />
                    {percent(lesson.averageScorePercent)}
                  </td>
                  <td>
                    <CellLabel text={t('stats.columns.dropOff')} />
                    {percent(lesson.dropOffPercent)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
