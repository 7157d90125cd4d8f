import { useTranslation } from 'react-i18next';
import type { LessonSummary } from '#shared/training/training';

/** A lesson's reading time, required or optional, and where the buyer stands in it. */
export function LessonMeta({ lesson }: { lesson: LessonSummary }) {
  const { t } = useTranslation('training');
  return (
    <p className="training-meta">
      <span>{t('lesson.minutes', { count: lesson.readingMinutes })}</span>
      <span className={`tag${lesson.required ? '' : ' tag--optional'}`}>
        {t(lesson.required ? 'lesson.required' : 'lesson.optional')}
      </span>
      <span className={`training-state training-state--${lesson.progress}`} data-testid="lesson-state">
        {lesson.progress === 'completed' && <span aria-hidden="true">✓ </span>}
        {t(`lesson.state.${lesson.progress}`)}
        {lesson.bestScorePercent !== null && (
          <> · {t('lesson.bestScore', { percent: lesson.bestScorePercent })}</>
        )}
      </span>
    </p>
  );
}
