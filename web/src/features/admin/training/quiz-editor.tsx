import { useEffect, useRef, useState, type FocusEvent } from 'react';
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
import { LANGUAGES } from '#shared/core/language';
import { newChoice, newQuestion } from './lesson-draft';
import { useLanguageNames } from './localized';

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

/** The question (and choice) just removed, whose neighbour takes focus. */
interface RemovedItem {
  question: number;
  choice?: number;
}

/**
 * Focuses what now stands where the removed item was: the next choice's "correct" radio (or the
 * previous one), or the next question's first field (or the previous one, or "Add question").
 */
function focusNeighbour(section: HTMLElement, removed: RemovedItem) {
  const questions = [...section.querySelectorAll<HTMLElement>('[data-testid="quiz-question"]')];
  if (removed.choice !== undefined) {
    const choices = [
      ...(questions[removed.question]?.querySelectorAll<HTMLElement>('[data-testid="quiz-choice"]') ?? []),
    ];
    const neighbour = choices[Math.min(removed.choice, choices.length - 1)];
    neighbour?.querySelector<HTMLInputElement>('input')?.focus();
    return;
  }
  const neighbour = questions[Math.min(removed.question, questions.length - 1)];
  const target =
    neighbour?.querySelector<HTMLElement>('input, textarea') ?? section.querySelector('button:last-of-type');
  target?.focus();
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
  const languageNames = useLanguageNames();
  const sectionRef = useRef<HTMLElement>(null);
  const [removed, setRemoved] = useState<RemovedItem | null>(null);

  // The Remove button that had focus is gone: its neighbour takes it, so keyboard users stay in place.
  useEffect(() => {
    if (!removed || !sectionRef.current) return;
    setRemoved(null);
    focusNeighbour(sectionRef.current, removed);
  }, [removed]);

  const removeQuestion = (q: number) => {
    onChange((current) => current.filter((_, index) => index !== q));
    setRemoved({ question: q });
  };
  const removeChoice = (q: number, c: number, choiceId: string) => {
    onChange(
      updateQuestion(q, (current) => ({
        ...current,
        choices: current.choices.filter((item) => item.choiceId !== choiceId),
        correctChoiceId: current.correctChoiceId === choiceId ? '' : current.correctChoiceId,
      })),
    );
    setRemoved({ question: q, choice: c });
  };

  return (
    <section
      ref={sectionRef}
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
                    label={t('editor.quiz.prompt', { language: languageNames.inPhrase(language) })}
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
                            language: languageNames.inPhrase(language),
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
                    onClick={() => removeChoice(q, c, choice.choiceId)}
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
                disabled={quiz.length <= QUIZ_QUESTIONS_MIN}
                onClick={() => removeQuestion(q)}
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
