import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, serverMessage } from '../../lib/api/api-errors';

export interface SaveErrorAlertProps {
  /** Why the save failed; nothing renders without it. */
  error: unknown;
  /** The translated title ("Update failed"). */
  title: string;
  /** Translated explanations of API error codes; the server's own words for any other code. */
  codeMessages?: Partial<Record<string, ReactNode>>;
  /** Replaces the explanation (failures that are not API answers, say a sign-in refused by Cognito). */
  detail?: ReactNode;
  /** More lines after the explanation ("What you typed is kept", a link). */
  children?: ReactNode;
  id?: string;
  testId?: string;
  /** A name of the failure for tests and styles (`data-failure`). */
  failure?: string;
  /** For a form that moves focus to the alert when it appears. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The alert every form shows after a refused submit (docs/requirements.md#r8): a title, why, and what to do.
 * It is `role="alert"`, so it is announced when it appears; a form names it in its `aria-describedby`.
 */
export function SaveErrorAlert({
  error,
  title,
  codeMessages = {},
  detail,
  children,
  id,
  testId,
  failure,
  ref,
}: SaveErrorAlertProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const code = error instanceof ApiRequestError ? error.code : undefined;
  // Any private call may answer EMAIL_NOT_VERIFIED (docs/requirements.md#r4-10): one explanation for all forms.
  const explained = code
    ? (codeMessages[code] ?? (code === 'EMAIL_NOT_VERIFIED' ? t('errors.EMAIL_NOT_VERIFIED') : undefined))
    : undefined;
  const explanation = detail !== undefined ? detail : (explained ?? serverMessage(error));
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      className="alert alert--error"
      role="alert"
      data-testid={testId}
      data-failure={failure}
    >
      <p className="alert__title">{title}</p>
      {explanation && <p>{explanation}</p>}
      {children}
    </div>
  );
}
