import '../training.css';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { paths } from '../../../lib/paths/paths';
import { useTrainingOverview } from '../api/training-api';
import { useTrainingLanguage } from '../hooks/use-training-language';
import { isForbidden } from '../training-errors';
import { BuyersOnly } from './buyers-only';
import { CertificationStatus } from './certification-status';
import { CourseProgress } from './course-progress';
import { LessonList } from './lesson-list';
import { TrainingLoadFailed } from './training-load-failed';

/** Placeholder lessons shown while the course loads. */
const SKELETON_LESSONS = 4;

/**
 * `/training` (docs/training.md): the buyer's course, their progress, where to resume, every lesson
 * with its state, and the Certified Buyer badge once earned. Buyers only.
 */
export default function TrainingPage() {
  const { t } = useTranslation('training');
  usePageTitle(t('page.title'));
  return (
    <BuyersOnly>
      <section className="page training" aria-labelledby="training-heading">
        <header className="page-header">
          <p className="eyebrow">{t('page.eyebrow')}</p>
          <h1 id="training-heading">{t('page.title')}</h1>
          <p className="muted">{t('page.intro')}</p>
        </header>
        <CourseOverview />
      </section>
    </BuyersOnly>
  );
}

/** The course as the buyer stands in it, with its loading, failed and empty states. */
function CourseOverview() {
  const { t } = useTranslation('training');
  const language = useTrainingLanguage();
  const overview = useTrainingOverview(language);

  if (overview.isPending) {
    return (
      <div>
        <p role="status" className="visually-hidden">
          {t('overview.loading')}
        </p>
        <div className="training-skeletons" aria-hidden="true" data-testid="training-skeletons">
          {Array.from({ length: SKELETON_LESSONS }, (_, index) => (
            <div key={index} className="training-skeleton skeleton" />
          ))}
        </div>
      </div>
    );
  }
  if (overview.isError && isForbidden(overview.error)) return <Navigate to={paths.unauthorized} replace />;
  if (!overview.data) {
    return (
      <TrainingLoadFailed
        error={overview.error}
        title={t('overview.failed')}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  // A failed re-read keeps the course on screen, with a note above it.
  const refreshFailed = overview.isError && (
    <TrainingLoadFailed
      error={overview.error}
      title={t('overview.refreshFailed')}
      onRetry={() => void overview.refetch()}
    />
  );

  const course = overview.data;
  if (course.lessons.length === 0) {
    return (
      <div className="stack">
        {refreshFailed}
        <p className="card" data-testid="training-empty">
          {t('overview.empty')}
        </p>
      </div>
    );
  }
  const anyStarted = course.lessons.some((lesson) => lesson.progress !== 'not-started');
  return (
    <div className="stack">
      {refreshFailed}
      {course.certification && <CertificationStatus certification={course.certification} />}
      <div className="card training-summary">
        <CourseProgress completed={course.completedRequiredCount} required={course.requiredCount} />
        {course.resumeLessonId && (
          <Link to={paths.trainingLesson(course.resumeLessonId)} className="button button--primary">
            {anyStarted ? t('overview.resume') : t('overview.start')}
          </Link>
        )}
      </div>
      <section aria-labelledby="training-lessons-heading">
        <h2 id="training-lessons-heading">{t('overview.lessonsTitle')}</h2>
        <LessonList lessons={course.lessons} />
      </section>
    </div>
  );
}
