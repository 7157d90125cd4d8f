/** What /verify tells the user when Cognito refuses a code or a send (messages under `signup:verify.errors`). */
export type VerificationFailure =
  'code-mismatch' | 'code-expired' | 'too-many-attempts' | 'network' | 'unknown';

export function classifyVerificationError(error: unknown): VerificationFailure {
  if (error instanceof TypeError) return 'network';
  switch (error instanceof Error ? error.name : '') {
    case 'CodeMismatchException':
      return 'code-mismatch';
    case 'ExpiredCodeException':
      return 'code-expired';
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return 'too-many-attempts';
    case 'NetworkError':
      return 'network';
    default:
      return 'unknown';
  }
}

/** Cognito's e-mail codes are six digits. */
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
