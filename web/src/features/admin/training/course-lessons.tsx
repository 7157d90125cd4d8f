import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { LessonList } from './lesson-list';
import { StandardCourseLoader } from './standard-course-loader';
import { useAdminCourse, useLoadStandardCourse } from './use-admin-training';

export interface CourseLessonsProps {
  onNew: () => void;
  onEdit: (lessonId: string) => void;
  /** The lesson whose editor was just left: its Edit button takes focus, or the list's heading. */
  returnFocusTo?: string | null;
}

/** The lessons tab: the empty course's standard-course loader, or the lessons with the course's version. */
export function CourseLessons({ onNew, onEdit, returnFocusTo = null }: CourseLessonsProps) {
  const { t } = useTranslation('admin-training');
  const course = useAdminCourse();
  const load = useLoadStandardCourse();
  const sectionRef = useRef<HTMLElement>(null);
  const focused = useRef(false);
  const loaded = course.data !== undefined;

  // The editor that had focus is gone: once the list is on screen, focus goes back where the admin was.
  useEffect(() => {
    const section = sectionRef.current;
    if (returnFocusTo === null || !loaded || !section || focused.current) return;
    focused.current = true;
    const editButton = section.querySelector<HTMLElement>(
      `[data-edit-lesson="${CSS.escape(returnFocusTo)}"]`,
    );
    (editButton ?? section.querySelector<HTMLElement>('h2'))?.focus();
  }, [returnFocusTo, loaded]);

  if (course.isPending) return <PageLoader />;
  if (course.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void course.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { lessons, version, validCertifiedCount } = course.data;
  return (
    <div className="stack">
      {load.isSuccess && (
        <div className="alert alert--success" role="status" data-testid="standard-course-loaded">
          <p>{t('empty.loaded', { count: load.data.lessons.length })}</p>
        </div>
      )}
      {lessons.length === 0 && <StandardCourseLoader load={load} />}
      <section ref={sectionRef} className="stack" aria-labelledby="training-lessons-heading">
        <div className="admin-training-lessons__header">
          <h2 id="training-lessons-heading" tabIndex={-1}>
            {t('list.heading')}
          </h2>
          <button type="button" className="button button--primary" onClick={onNew}>
            {t('list.add')}
          </button>
        </div>
        {lessons.length > 0 && (
          <>
            <p className="muted">{t('list.course', { version, count: validCertifiedCount })}</p>
            <p className="field__hint">{t('list.intro')}</p>
            <LessonList course={course.data} onEdit={onEdit} />
          </>
        )}
      </section>
    </div>
  );
}
