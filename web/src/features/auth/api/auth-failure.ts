/**
 * What the auth flows (password sign-in, e-mail link, password reset) share about failing: an error
 * carrying the failure the page shows a message for, and one classifier that treats configuration
 * and network problems alike in every flow, leaving each flow only its table of Cognito exceptions.
 */
import { AuthNotConfiguredError } from '../../../lib/amplify/load-amplify-auth';

/** Failures every auth flow can meet. */
export type CommonAuthFailure = 'not-configured' | 'network' | 'unknown';

/** An auth flow's error; `failure` selects the message the page shows. */
export class AuthFlowError<Failure extends string> extends Error {
  readonly failure: Failure;
  constructor(failure: Failure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.failure = failure;
  }
}

const COMMON_BY_EXCEPTION: Readonly<Record<string, CommonAuthFailure>> = {
  AuthUserPoolException: 'not-configured',
  AuthTokenConfigException: 'not-configured',
  NetworkError: 'network',
};

/**
 * Maps an error to a failure: a flow's own error keeps its failure; a missing configuration or a
 * failed fetch (TypeError) are the same everywhere; then the flow's Cognito exception names.
 */
export function classifyAuthFailure<Failure extends string>(
  error: unknown,
  byExceptionName: Readonly<Record<string, Failure>>,
): Failure | CommonAuthFailure {
  if (error instanceof AuthFlowError) return error.failure as Failure;
  if (error instanceof AuthNotConfiguredError) return 'not-configured';
  if (error instanceof TypeError) return 'network';
  const name = error instanceof Error ? error.name : '';
  return byExceptionName[name] ?? COMMON_BY_EXCEPTION[name] ?? 'unknown';
}
