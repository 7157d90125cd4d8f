import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/core/language';
import type { LessonDetail, QuizAttempt, QuizResult, SubmitQuizAnswersBody } from '#shared/training/training';
import { useStartQuizAttempt, useSubmitQuizAnswers } from '../api/training-api';
import { useTrainingLanguage } from '../hooks/use-training-language';
import { trainingErrorCode } from '../training-errors';
import { AttemptsExhausted } from './attempts-exhausted';
import { QuizForm } from './quiz-form';
import { QuizResultView } from './quiz-result';
import { TrainingErrorAlert } from './training-error-alert';

type QuizPhase =
  | { kind: 'intro' }
  | { kind: 'answering'; attempt: QuizAttempt; language: Language }
  | { kind: 'result'; attempt: QuizAttempt; result: QuizResult };

/**
 * A lesson's quiz: start an attempt (questions shuffled by the server, in the reader's language),
 * answer it, see the result; retake while attempts are left (docs/training.md "Quizzes").
 */
export function QuizPanel({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation('training');
  const language = useTrainingLanguage();
  const [phase, setPhase] = useState<QuizPhase>({ kind: 'intro' });
  const start = useStartQuizAttempt(lesson.lessonId);
  const submit = useSubmitQuizAnswers(lesson.lessonId);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone: the result's heading takes it, so keyboard users go on from there.
  useEffect(() => {
    if (phase.kind === 'result') resultHeadingRef.current?.focus();
  }, [phase.kind]);

  // The last submit's state (an expired attempt) stays until the new attempt arrives: a refused
  // restart leaves the form, its error and the "Start the quiz again" button where they were.
  const startAttempt = () => {
    start.mutate(language, {
      onSuccess: (attempt) => {
        submit.reset();
        setPhase({ kind: 'answering', attempt, language });
      },
    });
  };
  const sendAnswers = (attempt: QuizAttempt, body: SubmitQuizAnswersBody) => {
    submit.mutate(
      { attemptId: attempt.attemptId, body },
      { onSuccess: (result) => setPhase({ kind: 'result', attempt, result }) },
    );
  };

  const exhaustedNow =
    trainingErrorCode(start.error) === 'QUIZ_ATTEMPTS_EXHAUSTED' || lesson.quizAllowance.attemptsLeft === 0;
  return (
    <section className="card training-quiz" aria-labelledby="quiz-heading">
      <h2 id="quiz-heading">{t('quiz.title')}</h2>
      {phase.kind === 'intro' && (
        <div className="stack">
          <p>{t('quiz.intro', { count: lesson.questionCount })}</p>
          {lesson.progress === 'completed' && (
            <p className="training-state--completed">{t('quiz.alreadyPassed')}</p>
          )}
          {exhaustedNow ? (
            <AttemptsExhausted nextAttemptAt={lesson.quizAllowance.nextAttemptAt} />
          ) : (
            <>
              <p className="muted">{t('quiz.attemptsLeft', { count: lesson.quizAllowance.attemptsLeft })}</p>
              <TrainingErrorAlert error={start.error} title={t('quiz.startFailed')} />
              <div className="button-row">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={startAttempt}
                  disabled={start.isPending}
                >
                  {start.isPending ? t('quiz.starting') : t('quiz.start')}
                </button>
              </div>
            </>
          )}
        </div>
      )}
      {phase.kind === 'answering' && (
        <QuizForm
          // A new attempt is a new form: no answers, focus on its first question.
          key={phase.attempt.attemptId}
          attempt={phase.attempt}
          languageSwitched={phase.language !== language}
          pending={submit.isPending}
          error={submit.error}
          onSubmit={(body) => sendAnswers(phase.attempt, body)}
          onRestart={startAttempt}
          restarting={start.isPending}
          restartError={start.error}
        />
      )}
      {/* Always in the page, so the result is announced when it arrives. */}
      <div aria-live="polite" data-testid="quiz-result-region">
        {phase.kind === 'result' && (
          <QuizResultView
            headingRef={resultHeadingRef}
            attempt={phase.attempt}
            result={phase.result}
            nextLessonId={lesson.nextLessonId}
            retakeError={start.error}
            retaking={start.isPending}
            onRetake={startAttempt}
          />
        )}
      </div>
    </section>
  );
}
