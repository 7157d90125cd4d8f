import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminLessonSummary } from '#shared/training/training';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiRequestError, serverMessage } from '../../../lib/api/api-errors';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';
import { addsToRequiredSet, type LessonFlags } from './course-change';
import { useSetLessonSettings } from './use-admin-training';
import { useAdminTrainingErrorMessages } from './use-training-error-messages';

const toast = (key: string) => `admin-training:${key}` as CommonTranslationKey;

/** The toast of a refused switch change: the lesson gone, or a plain failure. */
const failureKey = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'LESSON_NOT_FOUND'
    ? 'errors.LESSON_NOT_FOUND'
    : 'list.settingsFailed';

export interface LessonSettingsSwitchesProps {
  lesson: AdminLessonSummary;
  /** The lesson's title in the interface language. */
  title: string;
  /** Buyers holding a valid badge now: those a re-certification would affect. */
  validCertifiedCount: number;
}

/**
 * The lesson's Published and Required switches. A change that adds the lesson to the required
 * published set first asks, in a dialog, whether the buyers holding a valid badge must earn it again
 * (docs/training.md "When the course changes"); any other change saves at once.
 */
export function LessonSettingsSwitches({ lesson, title, validCertifiedCount }: LessonSettingsSwitchesProps) {
  const { t } = useTranslation('admin-training');
  const save = useSetLessonSettings();
  const codeMessages = useAdminTrainingErrorMessages();
  const [asking, setAsking] = useState<LessonFlags | null>(null);
  const [recertify, setRecertify] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const current: LessonFlags = { published: lesson.published, required: lesson.required };
  // While saving, the switches show the asked state; a failure puts them back.
  const shown = save.isPending ? save.variables.settings : current;

  const apply = (next: LessonFlags, requireRecertification: boolean) =>
    save.mutate(
      { lessonId: lesson.lessonId, settings: { ...next, requireRecertification } },
      {
        onSuccess: () => {
          setAsking(null);
          showToast({ variant: 'success', title: toast('list.settingsSaved'), values: { title } });
        },
        onError: (error) => {
          // In the dialog the failure shows there; a plain switch change says so in a toast.
          if (!asking) showToast({ variant: 'error', title: toast(failureKey(error)) });
        },
      },
    );
  const describe = (error: unknown) =>
    (error instanceof ApiRequestError && error.code ? codeMessages[error.code] : undefined) ??
    serverMessage(error) ??
    t('list.settingsFailed');

  const change = (next: LessonFlags) => {
    if (addsToRequiredSet(current, next)) {
      save.reset();
      setRecertify(false);
      setAsking(next);
    } else {
      apply(next, false);
    }
  };

  const publishedId = `lesson-published-${lesson.lessonId}`;
  const requiredId = `lesson-required-${lesson.lessonId}`;
  return (
    <div className="admin-training-lesson__switches" ref={groupRef} tabIndex={-1}>
      <label className="checkbox" htmlFor={publishedId}>
        <input
          id={publishedId}
          type="checkbox"
          role="switch"
          aria-label={t('list.publishedLabel', { title })}
          checked={shown.published}
          disabled={save.isPending}
          onChange={(event) => change({ ...current, published: event.target.checked })}
        />
        {t('list.publishedSwitch')}
      </label>
      <label className="checkbox" htmlFor={requiredId}>
        <input
          id={requiredId}
          type="checkbox"
          role="switch"
          aria-label={t('list.requiredLabel', { title })}
          checked={shown.required}
          disabled={save.isPending}
          onChange={(event) => change({ ...current, required: event.target.checked })}
        />
        {t('list.requiredSwitch')}
      </label>
      {asking && (
        <ConfirmDialog
          title={t('recertify.title', { title })}
          description={
            <div className="stack">
              <p>{t('recertify.body', { count: validCertifiedCount })}</p>
              <p>{t('recertify.keep')}</p>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={recertify}
                  onChange={(event) => setRecertify(event.target.checked)}
                />
                {t('recertify.checkbox')}
              </label>
            </div>
          }
          confirmLabel={t('recertify.confirm')}
          pendingLabel={t('recertify.pending')}
          cancelLabel={t('recertify.cancel')}
          isPending={save.isPending}
          error={save.isError ? describe(save.error) : null}
          onConfirm={() => apply(asking, recertify)}
          onClose={() => setAsking(null)}
          fallbackFocusRef={groupRef}
          testId="recertify-dialog"
        />
      )}
    </div>
  );
}
