import { useTranslation } from 'react-i18next';
import { useTrainingErrorMessages } from '../../../domain/training/training-error-messages';
import { formatDateTime } from '../../../lib/i18n/format-date';

/** No quiz attempt left in the last 24 hours: says so and when the next one is allowed. */
export function AttemptsExhausted({ nextAttemptAt }: { nextAttemptAt: string | null }) {
  const { t, i18n } = useTranslation('training');
  const codeMessages = useTrainingErrorMessages();
  return (
    <div className="alert alert--warning" data-testid="quiz-exhausted">
      <p className="alert__title">{codeMessages.QUIZ_ATTEMPTS_EXHAUSTED}</p>
      {nextAttemptAt && (
        <p>
          {t('quiz.nextAttemptAt')}{' '}
          <time dateTime={nextAttemptAt}>{formatDateTime(nextAttemptAt, i18n.language)}</time>
        </p>
      )}
    </div>
  );
}
