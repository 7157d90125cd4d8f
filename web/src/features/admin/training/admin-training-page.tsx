import '../admin.css';
import './admin-training.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { Tabs } from '../../../components/tabs';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { paths } from '../../../lib/paths/paths';
import { AdminMfaNotice } from '../components/admin-mfa-notice';
import { useAdminAccess } from '../hooks/use-admin-access';
import { CourseLessons } from './course-lessons';
import { LessonEditor } from './lesson-editor';
import { TrainingStats } from './training-stats';

const TRAINING_TABS = ['lessons', 'stats'] as const;
type TrainingTab = (typeof TRAINING_TABS)[number];
/** `?lesson=new` opens the editor on a new lesson; `?lesson=<id>` on that lesson. */
const NEW_LESSON = 'new';

/**
 * `/admin/training` (docs/training.md): the course's lessons in order with their switches and the
 * editor, and the statistics. Admins only (everyone else → /unauthorized); an admin without
 * two-step sign-in is told to turn it on first, as on the admin panel (docs/requirements.md#r6-7-mfa).
 */
export default function AdminTrainingPage() {
  const { t } = useTranslation('admin-training');
  const access = useAdminAccess();
  const [searchParams, setSearchParams] = useSearchParams();
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  usePageTitle(t('title'));

  if (access.status === 'loading') return <PageLoader />;
  if (access.status === 'refused') return <Navigate to={paths.unauthorized} replace />;
  const asked = searchParams.get('tab');
  const selected: TrainingTab = TRAINING_TABS.find((tab) => tab === asked) ?? 'lessons';
  const editing = searchParams.get('lesson');
  const openEditor = (lessonId: string) => setSearchParams({ lesson: lessonId });
  const closeEditor = () => {
    // Back on the list, focus returns to the lesson's Edit button (or the list's heading).
    setReturnFocusTo(editing);
    setSearchParams({}, { replace: true });
  };

  return (
    <section className="page admin-page admin-training" aria-labelledby="admin-training-heading">
      <header className="page-header">
        <Link to={paths.admin}>{t('backToAdmin')}</Link>
        <h1 id="admin-training-heading">{t('title')}</h1>
      </header>
      {access.status === 'needsMfa' ? (
        <AdminMfaNotice />
      ) : editing !== null ? (
        <LessonEditor key={editing} lessonId={editing === NEW_LESSON ? null : editing} onDone={closeEditor} />
      ) : (
        <Tabs
          idPrefix="admin-training"
          label={t('tabs.label')}
          tabs={TRAINING_TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`) }))}
          selected={selected}
          onSelect={(tab) => setSearchParams({ tab }, { replace: true })}
        >
          {selected === 'lessons' && (
            <CourseLessons
              onNew={() => openEditor(NEW_LESSON)}
              onEdit={openEditor}
              returnFocusTo={returnFocusTo}
            />
          )}
          {selected === 'stats' && <TrainingStats />}
        </Tabs>
      )}
    </section>
  );
}
