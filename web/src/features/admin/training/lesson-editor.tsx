import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/core/language';
import {
  LESSON_BODY_MAX,
  LESSON_SUMMARY_MAX,
  LESSON_TITLE_MAX,
  QUIZ_QUESTIONS_MAX,
  lessonContentSchema,
  type AdminLesson,
} from '#shared/training/training';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { PageLoader } from '../../../components/page-loader';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';
import { draftContent, draftErrors, draftFields, emptyDraft, type LessonDraft } from './lesson-draft';
import { LessonPreview } from './lesson-preview';
import { localized, useLanguageNames } from './localized';
import { QuizEditor } from './quiz-editor';
import { useAdminLesson, useSaveLesson } from './use-admin-training';
import { useAdminTrainingErrorMessages } from './use-training-error-messages';

const toast = (key: string) => `admin-training:${key}` as CommonTranslationKey;
const LIMITS = { questionsMax: QUIZ_QUESTIONS_MAX };

export interface LessonEditorProps {
  /** The lesson to edit, or null for a new one. */
  lessonId: string | null;
  /** Back to the list (after a save, or when the admin leaves). */
  onDone: () => void;
}

/** The editor of a new lesson, or of one read fresh from the API (answers included). */
export function LessonEditor({ lessonId, onDone }: LessonEditorProps) {
  const { t } = useTranslation('admin-training');
  const lesson = useAdminLesson(lessonId);
  const codeMessages = useAdminTrainingErrorMessages();
  if (lessonId === null) return <LessonForm lesson={null} onDone={onDone} onReload={null} />;
  if (lesson.isPending) return <PageLoader />;
  if (lesson.isError) {
    return (
      <div className="stack">
        <SaveErrorAlert error={lesson.error} title={t('editor.failed')} codeMessages={codeMessages} />
        <div className="button-row">
          <button type="button" className="button button--ghost" onClick={onDone}>
            {t('editor.back')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <LessonForm
      // A reload after a conflict brings a newer revision: the form starts again from it.
      key={lesson.data.revision}
      lesson={lesson.data}
      onDone={onDone}
      onReload={() => void lesson.refetch()}
    />
  );
}

interface LessonFormProps {
  lesson: AdminLesson | null;
  onDone: () => void;
  onReload: (() => void) | null;
}

/**
 * English and Spanish side by side (stacked on phones): title, summary, Markdown body with its
 * character count, and the quiz; checked by the shared lesson schema before it is sent. A refused
 * save keeps everything written; a conflict offers to reload the other admin's version.
 */
function LessonForm({ lesson, onDone, onReload }: LessonFormProps) {
  const { t, i18n } = useTranslation('admin-training');
  const message = useFieldMessage('admin-training', LIMITS);
  const codeMessages = useAdminTrainingErrorMessages();
  const save = useSaveLesson();
  const [previewLanguage, setPreviewLanguage] = useState<Language | null>(null);
  const previewButtons = useRef<Partial<Record<Language, HTMLButtonElement | null>>>({});
  // "Back to editing" is gone with the preview: the preview button that opened it takes focus.
  const closePreview = () => {
    const button = previewLanguage ? previewButtons.current[previewLanguage] : undefined;
    setPreviewLanguage(null);
    button?.focus();
  };
  const alertRef = useRef<HTMLDivElement>(null);
  const initial: LessonDraft = lesson ? { ...lesson.content, required: lesson.required } : emptyDraft();
  const form = useSchemaForm<LessonDraft, string, typeof lessonContentSchema>({
    idPrefix: 'lesson',
    initial,
    fields: [],
    schema: lessonContentSchema,
    toBody: draftContent,
    findErrors: (body) => draftErrors(lessonContentSchema, body),
    message,
  });
  const fields = draftFields(form.values);
  // A refused save is announced and focused once its alert is on screen.
  useEffect(() => {
    if (save.error) alertRef.current?.focus();
  }, [save.error]);
  const languageNames = useLanguageNames();
  const heading = lesson
    ? t('editor.editHeading', { title: localized(lesson.content.title, i18n.language) })
    : t('editor.newHeading');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(fields)) return;
    const content = lessonContentSchema.parse(draftContent(form.values));
    save.mutate(
      lesson
        ? { kind: 'update', lessonId: lesson.lessonId, content, revision: lesson.revision }
        : { kind: 'create', content, required: form.values.required },
      {
        onSuccess: () => {
          showToast({ variant: 'success', title: toast('editor.saved') });
          onDone();
        },
      },
    );
  };

  const conflict = save.error instanceof ApiRequestError && save.error.code === 'CONFLICT';
  return (
    <section className="stack admin-training-editor" aria-labelledby="lesson-editor-heading">
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('editor.back')}
        </button>
      </div>
      <h2 id="lesson-editor-heading">{heading}</h2>
      <div className="button-row">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            ref={(button) => {
              previewButtons.current[language] = button;
            }}
            type="button"
            className="button button--small"
            aria-pressed={previewLanguage === language}
            onClick={() => setPreviewLanguage(previewLanguage === language ? null : language)}
          >
            {t('editor.preview')} ({languageNames.inPhrase(language)})
          </button>
        ))}
      </div>
      {previewLanguage ? (
        <div className="stack">
          <p className="muted">{t('preview.note')}</p>
          <LessonPreview content={draftContent(form.values)} language={previewLanguage} />
          <div className="button-row">
            <button type="button" className="button button--ghost" onClick={closePreview}>
              {t('editor.closePreview')}
            </button>
          </div>
        </div>
      ) : (
        <form className="stack" noValidate onSubmit={onSubmit} aria-labelledby="lesson-editor-heading">
          <div className="admin-training-bilingual">
            {LANGUAGES.map((language) => (
              <fieldset key={language} className="stack admin-training-language">
                <legend>{languageNames.heading(language)}</legend>
                <TextField
                  id={form.id(`title.${language}`)}
                  label={t('editor.titleField', { language: languageNames.inPhrase(language) })}
                  value={form.values.title[language]}
                  maxLength={LESSON_TITLE_MAX}
                  error={form.error(`title.${language}`)}
                  onBlur={form.onBlur(`title.${language}`)}
                  onChange={(event) => {
                    const text = event.target.value;
                    form.update((current) => ({ title: { ...current.title, [language]: text } }));
                  }}
                />
                <TextAreaField
                  id={form.id(`summary.${language}`)}
                  label={t('editor.summaryField', { language: languageNames.inPhrase(language) })}
                  value={form.values.summary[language]}
                  rows={3}
                  maxLength={LESSON_SUMMARY_MAX}
                  counterLabel={(used, max) => t('editor.counter', { used, max })}
                  error={form.error(`summary.${language}`)}
                  onBlur={form.onBlur(`summary.${language}`)}
                  onChange={(event) => {
                    const text = event.target.value;
                    form.update((current) => ({ summary: { ...current.summary, [language]: text } }));
                  }}
                />
                <TextAreaField
                  id={form.id(`body.${language}`)}
                  label={t('editor.bodyField', { language: languageNames.inPhrase(language) })}
                  value={form.values.body[language]}
                  rows={16}
                  maxLength={LESSON_BODY_MAX}
                  counterLabel={(used, max) => t('editor.counter', { used, max })}
                  error={form.error(`body.${language}`)}
                  onBlur={form.onBlur(`body.${language}`)}
                  onChange={(event) => {
                    const text = event.target.value;
                    form.update((current) => ({ body: { ...current.body, [language]: text } }));
                  }}
                />
              </fieldset>
            ))}
          </div>
          <p className="field__hint">{t('editor.bodyHint')}</p>
          {!lesson && (
            <label className="checkbox">
              <input
                type="checkbox"
                checked={form.values.required}
                onChange={(event) => form.set('required', event.target.checked)}
              />
              {t('editor.required')}
            </label>
          )}
          <QuizEditor
            quiz={form.values.quiz}
            onChange={(change) => form.update((current) => ({ quiz: change(current.quiz) }))}
            form={form}
          />
          <SaveErrorAlert
            ref={alertRef}
            error={save.error}
            title={t('editor.saveFailed')}
            codeMessages={codeMessages}
            testId="lesson-save-error"
          >
            <p>{t('editor.kept')}</p>
            {conflict && onReload && (
              <button type="button" className="button button--ghost" onClick={onReload}>
                {t('editor.reload')}
              </button>
            )}
          </SaveErrorAlert>
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? t('editor.saving') : t('editor.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
