import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuizAttempt, QuizResult } from '#shared/training/training';
import { paths } from '../../../lib/paths/paths';
import { AttemptsExhausted } from './attempts-exhausted';
import { TrainingErrorAlert } from './training-error-alert';

export interface QuizResultViewProps {
  headingRef: Ref<HTMLHeadingElement>;
  attempt: QuizAttempt;
  result: QuizResult;
  nextLessonId: string | null;
  /** Why starting a retake was refused, if it was. */
  retakeError: unknown;
  retaking: boolean;
  onRetake: () => void;
}

/**
 * The scored attempt: the score, passed or not, which questions were right (never which choice
 * was), then what comes next: a retake, the wait for one, the next lesson, or the new badge.
 */
export function QuizResultView({
  headingRef,
  attempt,
  result,
  nextLessonId,
  retakeError,
  retaking,
  onRetake,
}: QuizResultViewProps) {
  const { t } = useTranslation('training');
  const prompts = new Map(attempt.questions.map((question) => [question.questionId, question.prompt]));
  const { attemptsLeft, nextAttemptAt } = result.quizAllowance;
  return (
    <div className="stack training-result" data-testid="quiz-result">
      <h3 ref={headingRef} tabIndex={-1}>
        {t(result.passed ? 'result.passed' : 'result.failed', { percent: result.scorePercent })}
      </h3>
      <p>{t('result.score', { correct: result.correctCount, count: result.questionCount })}</p>
      <ul className="training-result__questions">
        {result.questions.map((question) => (
          <li
            key={question.questionId}
            className={question.correct ? 'training-result__right' : 'training-result__wrong'}
          >
            <span aria-hidden="true">{question.correct ? '✓' : '✗'}</span>{' '}
            <span className="visually-hidden">{t(question.correct ? 'result.right' : 'result.wrong')}: </span>
            {prompts.get(question.questionId) ?? question.questionId}
          </li>
        ))}
      </ul>
      {result.certifiedNow && (
        <section className="training-certified" aria-labelledby="training-certified-heading">
          <span className="training-badge__mark" aria-hidden="true">
            ★
          </span>
          <h3 id="training-certified-heading">{t('result.certifiedTitle')}</h3>
          <p>{t('result.certifiedBody')}</p>
          <Link to={paths.dashboard} className="button button--primary">
            {t('result.toDashboard')}
          </Link>
        </section>
      )}
      {!result.passed && attemptsLeft > 0 && (
        <>
          <p className="muted">{t('quiz.attemptsLeft', { count: attemptsLeft })}</p>
          <TrainingErrorAlert error={retakeError} title={t('quiz.startFailed')} />
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={onRetake} disabled={retaking}>
              {retaking ? t('quiz.starting') : t('result.retake')}
            </button>
          </div>
        </>
      )}
      {!result.passed && attemptsLeft === 0 && <AttemptsExhausted nextAttemptAt={nextAttemptAt} />}
      {result.passed && (
        <div className="button-row">
          {nextLessonId ? (
            <Link to={paths.trainingLesson(nextLessonId)} className="button button--primary">
              {t('lesson.next')}
            </Link>
          ) : (
            <Link to={paths.training} className="button button--primary">
              {t('lesson.backToCourse')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
