import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import type { useLoadStandardCourse } from './use-admin-training';
import { useAdminTrainingErrorMessages } from './use-training-error-messages';

export interface StandardCourseLoaderProps {
  /** The load, kept by the page so its result outlives this empty state. */
  load: ReturnType<typeof useLoadStandardCourse>;
}

/** The empty course: what the course is for, and the button that loads the standard course. */
export function StandardCourseLoader({ load }: StandardCourseLoaderProps) {
  const { t } = useTranslation('admin-training');
  const codeMessages = useAdminTrainingErrorMessages();
  return (
    <section className="card stack" aria-labelledby="training-empty-heading" data-testid="training-empty">
      <h2 id="training-empty-heading">{t('empty.heading')}</h2>
      <p>{t('empty.body')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={load.isPending}
          onClick={() => load.mutate()}
        >
          {load.isPending ? t('empty.loading') : t('empty.load')}
        </button>
      </div>
      {load.isPending && (
        <p className="visually-hidden" role="status">
          {t('empty.loading')}
        </p>
      )}
      <SaveErrorAlert error={load.error} title={t('empty.failed')} codeMessages={codeMessages} />
    </section>
  );
}
