import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { isWorthRetrying } from '../../../domain/training/training-error-messages';
import { TrainingErrorAlert } from './training-error-alert';

export interface TrainingLoadFailedProps {
  error: unknown;
  /** The translated title ("The course could not be loaded."). */
  title: string;
  onRetry: () => void;
  /** More actions after the retry (a way back). */
  children?: ReactNode;
}

/**
 * A training read that failed, explained by its error code (an unverified e-mail says so); "Try again"
 * only where asking again may help.
 */
export function TrainingLoadFailed({ error, title, onRetry, children }: TrainingLoadFailedProps) {
  const { t } = useTranslation('training');
  const retry = isWorthRetrying(error);
  return (
    <TrainingErrorAlert error={error} title={title}>
      {(retry || children) && (
        <div className="button-row">
          {retry && (
            <button type="button" className="button button--small" onClick={onRetry}>
              {t('overview.retry')}
            </button>
          )}
          {children}
        </div>
      )}
    </TrainingErrorAlert>
  );
}
