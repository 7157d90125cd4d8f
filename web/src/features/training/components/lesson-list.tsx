import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LessonSummary } from '#shared/training/training';
import { paths } from '../../../lib/paths/paths';
import { LessonMeta } from './lesson-meta';

/** The course's lessons in order, each with its place, length, tag and the buyer's state. */
export function LessonList({ lessons }: { lessons: readonly LessonSummary[] }) {
  const { t } = useTranslation('training');
  return (
    <ol className="training-lessons" data-testid="training-lessons">
      {lessons.map((lesson) => (
        <li key={lesson.lessonId} className={`card training-lesson training-lesson--${lesson.progress}`}>
          <span className="training-lesson__position" aria-hidden="true">
            {lesson.position}
          </span>
          <div className="training-lesson__body">
            <h3 className="training-lesson__title">
              <Link to={paths.trainingLesson(lesson.lessonId)}>
                <span className="visually-hidden">
                  {t('lesson.position', { position: lesson.position })}{' '}
                </span>
                {lesson.title}
              </Link>
            </h3>
            <p className="training-lesson__summary">{lesson.summary}</p>
            <LessonMeta lesson={lesson} />
          </div>
        </li>
      ))}
    </ol>
  );
}
