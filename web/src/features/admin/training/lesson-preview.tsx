import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/core/language';
import type { LessonContent } from '#shared/training/lesson-content';
import { SafeMarkdown } from '../../../components/markdown/safe-markdown';

export interface LessonPreviewProps {
  content: LessonContent;
  language: Language;
}

/**
 * The lesson as a buyer reads it, from the unsaved draft: title, summary, the body through the same
 * safe Markdown renderer, and the quiz with its choices and no answer marked.
 */
export function LessonPreview({ content, language }: LessonPreviewProps) {
  const { t } = useTranslation('admin-training');
  const headingId = useId();
  const empty = t('preview.empty');
  return (
    <article
      className="card stack admin-training-preview"
      aria-labelledby={headingId}
      lang={language}
      data-testid="lesson-preview"
    >
      <h2 id={headingId}>{content.title[language] || empty}</h2>
      <p className="muted">{content.summary[language] || empty}</p>
      <SafeMarkdown markdown={content.body[language]} />
      <section className="stack" aria-label={t('preview.quiz')}>
        <h3>{t('preview.quiz')}</h3>
        {content.quiz.map((question, q) => (
          <fieldset key={question.questionId} className="stack">
            <legend>
              <span className="muted">
                {t('preview.question', { number: q + 1, count: content.quiz.length })}
              </span>{' '}
              {question.prompt[language] || empty}
            </legend>
            {question.choices.map((choice) => (
              <label key={choice.choiceId} className="checkbox">
                <input type="radio" name={`preview-${question.questionId}`} />
                {choice.text[language] || empty}
              </label>
            ))}
          </fieldset>
        ))}
        <div className="button-row">
          <button type="button" className="button button--primary" disabled>
            {t('preview.submit')}
          </button>
        </div>
      </section>
    </article>
  );
}
