import type { ReactNode, Ref } from 'react';
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
  if (!error) return null;
  const explained = error instanceof ApiRequestError && error.code ? codeMessages[error.code] : undefined;
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
