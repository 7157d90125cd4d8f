import { useId, useRef, useState, type FormEvent } from 'react';
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
}

/**
 * The questions of one attempt, each a group of radio buttons named by its prompt. Every question
 * must be answered: an unanswered one says so and the first of them takes focus.
 */
export function QuizForm({ attempt, pending, error, onSubmit, onRestart }: QuizFormProps) {
  const { t } = useTranslation('training');
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [showMissing, setShowMissing] = useState(false);
  const unanswered = attempt.questions.filter((question) => !answers[question.questionId]);

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
      <div className="button-row">
        {expired ? (
          <button type="button" className="button button--primary" onClick={onRestart}>
            {t('quiz.startAgain')}
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
