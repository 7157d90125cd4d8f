import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAttempt, SubmitQuizAnswersBody } from '#shared/training/training';
import { trainingErrorCode } from '../training-errors';
import { TrainingErrorAlert } from './training-error-alert';

export interface QuizFormProps {
  attempt: QuizAttempt;
  pending: boolean;
  /** Why the last submit was refused, if it was. */
  error: unknown;
  onSubmit: (body: SubmitQuizAnswersBody) => void;
  /** Starts a new attempt (this one expired or was already answered). */
  onRestart: () => void;
  /** A new attempt is being started. */
  restarting: boolean;
  /** Why the last start of a new attempt was refused, if it was. */
  restartError: unknown;
  /** The reader switched the interface language after this attempt started. */
  languageSwitched: boolean;
}

/**
 * The questions of one attempt, each a group of radio buttons named by its prompt. Every question
 * must be answered: an unanswered one says so and the first of them takes focus.
 */
export function QuizForm({
  attempt,
  pending,
  error,
  onSubmit,
  onRestart,
  restarting,
  restartError,
  languageSwitched,
}: QuizFormProps) {
  const { t } = useTranslation('training');
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [showMissing, setShowMissing] = useState(false);
  const unanswered = attempt.questions.filter((question) => !answers[question.questionId]);

  // The button that started the attempt is gone: the first question takes focus (the form is keyed
  // by attempt, so this runs once for each).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const [firstMissing] = unanswered;
    if (firstMissing) {
      setShowMissing(true);
      formRef.current
        ?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(firstMissing.questionId)}"]`)
        ?.focus();
      return;
    }
    onSubmit({
      answers: attempt.questions.map((question) => ({
        questionId: question.questionId,
        choiceId: answers[question.questionId] ?? '',
      })),
    });
  };

  const expired = trainingErrorCode(error) === 'QUIZ_ATTEMPT_NOT_FOUND';
  return (
    <form ref={formRef} className="training-quiz__form" noValidate onSubmit={handleSubmit}>
      {languageSwitched && (
        <p className="muted" role="status">
          {t('quiz.languageKept')}
        </p>
      )}
      <ol className="training-quiz__questions">
        {attempt.questions.map((question) => {
          const missing = showMissing && !answers[question.questionId];
          const errorId = `${idPrefix}-${question.questionId}-error`;
          return (
            <li key={question.questionId}>
              <fieldset className="training-question" data-invalid={missing || undefined}>
                <legend>{question.prompt}</legend>
                {question.choices.map((choice) => (
                  <label key={choice.choiceId} className="training-choice">
                    <input
                      type="radio"
                      name={question.questionId}
                      value={choice.choiceId}
                      checked={answers[question.questionId] === choice.choiceId}
                      onChange={() =>
                        setAnswers((current) => ({ ...current, [question.questionId]: choice.choiceId }))
                      }
                      required
                      aria-invalid={missing || undefined}
                      aria-describedby={missing ? errorId : undefined}
                    />
                    <span>{choice.text}</span>
                  </label>
                ))}
                {missing && (
                  <p id={errorId} className="field__error">
                    {t('quiz.answerRequired')}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <TrainingErrorAlert error={error} title={t('quiz.submitFailed')} />
      {expired && <TrainingErrorAlert error={restartError} title={t('quiz.startFailed')} />}
      <div className="button-row">
        {expired ? (
          <button type="button" className="button button--primary" onClick={onRestart} disabled={restarting}>
            {restarting ? t('quiz.starting') : t('quiz.startAgain')}
          </button>
        ) : (
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t('quiz.submitting') : t('quiz.submit')}
          </button>
        )}
      </div>
    </form>
  );
}
