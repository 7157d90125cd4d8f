import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The required lessons completed, as a labelled progress bar and in words ("3 of 9"). */
export function CourseProgress({ completed, required }: { completed: number; required: number }) {
  const { t } = useTranslation('training');
  const labelId = useId();
  return (
    <div className="training-progress">
      <p id={labelId} className="training-progress__label">
        {t('overview.progress', { completed, count: required })}
      </p>
      <progress aria-labelledby={labelId} max={Math.max(required, 1)} value={Math.min(completed, required)} />
    </div>
  );
}
