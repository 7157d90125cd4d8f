import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { NetworkError } from '../../../lib/api/api-errors';
import { useTrainingErrorMessages } from '../../../domain/training/training-error-messages';

/** A refused training call, explained in the reader's language by its error code. */
export function TrainingErrorAlert({
  error,
  title,
  children,
}: {
  error: unknown;
  title: string;
  /** More lines after the explanation (a retry). */
  children?: ReactNode;
}) {
  const { t: tCommon } = useTranslation();
  const codeMessages = useTrainingErrorMessages();
  return (
    <SaveErrorAlert
      error={error}
      title={title}
      codeMessages={codeMessages}
      {...(error instanceof NetworkError ? { detail: tCommon('errors.network') } : {})}
    >
      {children}
    </SaveErrorAlert>
  );
}
