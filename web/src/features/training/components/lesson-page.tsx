import '../training.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { lessonIdSchema, type LessonDetail } from '#shared/training/training';
import { PageLoader } from '../../../components/page-loader';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { paths } from '../../../lib/paths/paths';
import { useRecordLessonVisit, useTrainingLesson } from '../api/training-api';
import { useTrainingLanguage } from '../hooks/use-training-language';
import { isForbidden, isLessonMissing } from '../training-errors';
import { BuyersOnly } from './buyers-only';
import { LessonMeta } from './lesson-meta';
import { QuizPanel } from './quiz-panel';
import { TrainingLoadFailed } from './training-load-failed';

/** `/training/:lessonId` (docs/training.md): one published lesson to read, then its quiz. Buyers only. */
export default function LessonPage() {
  const { lessonId = '' } = useParams();
  return <TrainingLesson lessonId={lessonId} />;
}

/** The lesson `lessonId` (from the URL) for buyers; anyone else goes to /unauthorized. */
export function TrainingLesson({ lessonId }: { lessonId: string }) {
  return (
    <BuyersOnly>
      {/* A new lesson starts with its own quiz state. */}
      <LessonView key={lessonId} lessonId={lessonId} />
    </BuyersOnly>
  );
}

function LessonView({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation('training');
  const validId = lessonIdSchema.safeParse(lessonId).success;
  const language = useTrainingLanguage();
  const lesson = useTrainingLesson(lessonId, language, validId);
  usePageTitle(lesson.data?.title ?? t('page.title'));

  if (!validId) return <LessonNotFound />;
  if (lesson.isPending) return <PageLoader />;
  if (lesson.isError) {
    if (isLessonMissing(lesson.error)) return <LessonNotFound />;
    if (isForbidden(lesson.error)) return <Navigate to={paths.unauthorized} replace />;
  }
  // A failed re-read keeps the lesson (and a quiz under way) on screen, with a note above it.
  if (lesson.data) {
    return (
      <LessonContent lesson={lesson.data}>
        {lesson.isError && (
          <TrainingLoadFailed
            error={lesson.error}
            title={t('lesson.refreshFailed')}
            onRetry={() => void lesson.refetch()}
          />
        )}
      </LessonContent>
    );
  }
  return (
    <div className="page">
      <TrainingLoadFailed
        error={lesson.error}
        title={t('lesson.failed')}
        onRetry={() => void lesson.refetch()}
      >
        <Link to={paths.training} className="button button--ghost button--small">
          {t('lesson.backToCourse')}
        </Link>
      </TrainingLoadFailed>
    </div>
  );
}

/** Records the visit once the lesson is open: it becomes started and the place to resume. */
function useVisitOnce(lessonId: string) {
  const { mutate } = useRecordLessonVisit();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (recorded.current === lessonId) return;
    recorded.current = lessonId;
    mutate(lessonId);
  }, [lessonId, mutate]);
}

function LessonContent({ lesson, children }: { lesson: LessonDetail; children?: ReactNode }) {
  const { t } = useTranslation('training');
  useVisitOnce(lesson.lessonId);
  return (
    <article className="page training-lesson-page" aria-labelledby="lesson-heading">
      <p>
        <Link to={paths.training}>{t('lesson.backToCourse')}</Link>
      </p>
      <header className="page-header">
        <p className="eyebrow">{t('lesson.position', { position: lesson.position })}</p>
        <h1 id="lesson-heading">{lesson.title}</h1>
        <LessonMeta lesson={lesson} />
      </header>
      {children}
      <SafeMarkdown markdown={lesson.body} className="training-lesson-page__body" />
      <QuizPanel lesson={lesson} />
      <nav className="training-pager" aria-label={t('lesson.pager')}>
        {lesson.previousLessonId && (
          <Link
            to={paths.trainingLesson(lesson.previousLessonId)}
            rel="prev"
            className="button button--ghost"
          >
            {t('lesson.previous')}
          </Link>
        )}
        {lesson.nextLessonId && (
          <Link to={paths.trainingLesson(lesson.nextLessonId)} rel="next" className="button button--ghost">
            {t('lesson.next')}
          </Link>
        )}
      </nav>
    </article>
  );
}

/** An unknown or unpublished lesson: said plainly, with the way back to the course. */
function LessonNotFound() {
  const { t } = useTranslation('training');
  return (
    <section
      className="page status-page"
      aria-labelledby="lesson-missing-heading"
      data-testid="lesson-not-found"
    >
      <h1 id="lesson-missing-heading">{t('lesson.notFoundTitle')}</h1>
      <p>{t('lesson.notFoundBody')}</p>
      <Link to={paths.training} className="button button--primary">
        {t('lesson.backToCourse')}
      </Link>
    </section>
  );
}
