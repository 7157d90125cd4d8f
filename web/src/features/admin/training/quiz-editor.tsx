import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUIZ_CHOICE_MAX,
  QUIZ_CHOICES_MAX,
  QUIZ_CHOICES_MIN,
  QUIZ_PROMPT_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_QUESTIONS_MIN,
  type QuizQuestionContent,
} from '#shared/training/lesson-content';
import { FieldMessage, fieldAria } from '../../../components/form/field-message';
import { TextField } from '../../../components/form/text-field';
import { LANGUAGES, type Language } from '#shared/core/language';
import { newChoice, newQuestion } from './lesson-draft';

/** What the quiz editor needs of the lesson form. */
export interface QuizFormAccess {
  id: (field: string) => string;
  error: (field: string) => string | undefined;
  onBlur: (field: string) => (event: FocusEvent<HTMLElement>) => void;
}

export interface QuizEditorProps {
  quiz: readonly QuizQuestionContent[];
  onChange: (change: (quiz: QuizQuestionContent[]) => QuizQuestionContent[]) => void;
  form: QuizFormAccess;
}

/** Choice letters as authors and buyers see them. */
const letter = (index: number) => String.fromCharCode(65 + index);

/** Replaces question `q` with `change(question)`. */
const updateQuestion =
  (q: number, change: (question: QuizQuestionContent) => QuizQuestionContent) =>
  (quiz: QuizQuestionContent[]) =>
    quiz.map((question, index) => (index === q ? change(question) : question));

/**
 * The quiz: 1–8 questions, each with a prompt in both languages and 2–5 choices in both languages,
 * one marked correct by a radio. Question and choice ids are made here and shared by both languages.
 */
export function QuizEditor({ quiz, onChange, form }: QuizEditorProps) {
  const { t } = useTranslation('admin-training');
  const languageName = (language: Language) => t(language === 'en' ? 'editor.english' : 'editor.spanish');
  return (
    <section
      className="stack admin-training-quiz-editor"
      aria-labelledby="lesson-quiz-heading"
      id={form.id('quiz')}
      tabIndex={-1}
    >
      <h2 id="lesson-quiz-heading">{t('editor.quiz.heading')}</h2>
      <p className="field__hint">
        {t('editor.quiz.hint', {
          min: QUIZ_QUESTIONS_MIN,
          max: QUIZ_QUESTIONS_MAX,
          choicesMin: QUIZ_CHOICES_MIN,
          choicesMax: QUIZ_CHOICES_MAX,
        })}
      </p>
      <FieldMessage id={form.id('quiz')} error={form.error('quiz')} />
      {quiz.map((question, q) => {
        const number = q + 1;
        const correctField = `quiz.${q}.correctChoiceId`;
        return (
          <fieldset
            key={question.questionId}
            className="card stack admin-training-question"
            data-testid="quiz-question"
          >
            <legend>{t('editor.quiz.question', { number })}</legend>
            <div className="admin-training-bilingual">
              {LANGUAGES.map((language) => {
                const field = `quiz.${q}.prompt.${language}`;
                return (
                  <TextField
                    key={language}
                    id={form.id(field)}
                    label={t('editor.quiz.prompt', { language: languageName(language) })}
                    value={question.prompt[language]}
                    maxLength={QUIZ_PROMPT_MAX}
                    error={form.error(field)}
                    onBlur={form.onBlur(field)}
                    onChange={(event) => {
                      const text = event.target.value;
                      onChange(
                        updateQuestion(q, (current) => ({
                          ...current,
                          prompt: { ...current.prompt, [language]: text },
                        })),
                      );
                    }}
                  />
                );
              })}
            </div>
            <fieldset
              id={form.id(correctField)}
              className="stack admin-training-choices"
              {...fieldAria(form.id(correctField), form.error(correctField))}
            >
              <legend>{t('editor.quiz.correct')}</legend>
              {question.choices.map((choice, c) => (
                <div key={choice.choiceId} className="admin-training-choice" data-testid="quiz-choice">
                  <label className="checkbox admin-training-choice__correct">
                    <input
                      type="radio"
                      name={`lesson-correct-${question.questionId}`}
                      aria-label={t('editor.quiz.correctLabel', { letter: letter(c), number })}
                      checked={question.correctChoiceId === choice.choiceId}
                      onBlur={form.onBlur(correctField)}
                      onChange={() =>
                        onChange(
                          updateQuestion(q, (current) => ({ ...current, correctChoiceId: choice.choiceId })),
                        )
                      }
                    />
                    {t('editor.quiz.choice', { letter: letter(c) })}
                  </label>
                  <div className="admin-training-bilingual">
                    {LANGUAGES.map((language) => {
                      const field = `quiz.${q}.choices.${c}.text.${language}`;
                      return (
                        <TextField
                          key={language}
                          id={form.id(field)}
                          label={t('editor.quiz.choiceText', {
                            letter: letter(c),
                            language: languageName(language),
                          })}
                          value={choice.text[language]}
                          maxLength={QUIZ_CHOICE_MAX}
                          error={form.error(field)}
                          onBlur={form.onBlur(field)}
                          onChange={(event) => {
                            const text = event.target.value;
                            onChange(
                              updateQuestion(q, (current) => ({
                                ...current,
                                choices: current.choices.map((item, index) =>
                                  index === c ? { ...item, text: { ...item.text, [language]: text } } : item,
                                ),
                              })),
                            );
                          }}
                        />
                      );
                    })}
                  </div>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('editor.quiz.removeChoiceLabel', { letter: letter(c), number })}
                    disabled={question.choices.length <= QUIZ_CHOICES_MIN}
                    onClick={() =>
                      onChange(
                        updateQuestion(q, (current) => ({
                          ...current,
                          choices: current.choices.filter((item) => item.choiceId !== choice.choiceId),
                          correctChoiceId:
                            current.correctChoiceId === choice.choiceId ? '' : current.correctChoiceId,
                        })),
                      )
                    }
                  >
                    {t('editor.quiz.removeChoice', { letter: letter(c) })}
                  </button>
                </div>
              ))}
              <FieldMessage id={form.id(correctField)} error={form.error(correctField)} />
            </fieldset>
            <div className="button-row">
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('editor.quiz.addChoiceLabel', { number })}
                disabled={question.choices.length >= QUIZ_CHOICES_MAX}
                onClick={() =>
                  onChange(
                    updateQuestion(q, (current) => ({
                      ...current,
                      choices: [...current.choices, newChoice(current.choices)],
                    })),
                  )
                }
              >
                {t('editor.quiz.addChoice')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onChange((current) => current.filter((_, index) => index !== q))}
              >
                {t('editor.quiz.removeQuestion', { number })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="button-row">
        <button
          type="button"
          className="button button--small"
          disabled={quiz.length >= QUIZ_QUESTIONS_MAX}
          onClick={() => onChange((current) => [...current, newQuestion(current)])}
        >
          {t('editor.quiz.addQuestion')}
        </button>
      </div>
    </section>
  );
}
