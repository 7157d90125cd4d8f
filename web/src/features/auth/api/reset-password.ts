/**
 * Password reset via link (SPEC §2 /reset-password, §8): Cognito's ForgotPassword e-mails a link
 * to /reset-password carrying the code (the CustomMessage trigger), and ConfirmForgotPassword sets
 * the new password with it.
 */
import type { Language } from '../../../../../shared/src/language';
import { AuthNotConfiguredError, loadAmplifyAuth } from '../../../lib/amplify/load-amplify-auth';

/** `invalid-link`: the code is wrong, used or expired (SPEC §8 Invalid Reset Link). */
export type ResetPasswordFailure =
  'invalid-link' | 'weak-password' | 'rate-limited' | 'not-configured' | 'network' | 'unknown';

export class ResetPasswordError extends Error {
  override name = 'ResetPasswordError';
  readonly failure: ResetPasswordFailure;
  constructor(failure: ResetPasswordFailure, options?: ErrorOptions) {
    super('Failed to reset password', options);
    this.failure = failure;
  }
}

export function classifyResetPasswordError(error: unknown): ResetPasswordFailure {
  if (error instanceof ResetPasswordError) return error.failure;
  if (error instanceof AuthNotConfiguredError) return 'not-configured';
  if (error instanceof TypeError) return 'network';
  switch (error instanceof Error ? error.name : '') {
    case 'CodeMismatchException':
    case 'ExpiredCodeException':
    case 'UserNotFoundException':
      return 'invalid-link';
    case 'InvalidPasswordException':
      return 'weak-password';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'rate-limited';
    case 'AuthUserPoolException':
    case 'AuthTokenConfigException':
      return 'not-configured';
    case 'NetworkError':
      return 'network';
    default:
      return 'unknown';
  }
}

async function resetApis() {
  await loadAmplifyAuth();
  const { resetPassword, confirmResetPassword } = await import('aws-amplify/auth');
  return { resetPassword, confirmResetPassword };
}

/**
 * Sends the reset e-mail in the visitor's language. An unknown address is answered like a known
 * one (as Cognito does with user-existence errors prevented), so the page reveals no account.
 */
export async function requestPasswordReset(email: string, language: Language): Promise<void> {
  try {
    const { resetPassword } = await resetApis();
    await resetPassword({ username: email, options: { clientMetadata: { language } } });
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return;
    throw new ResetPasswordError(classifyResetPasswordError(error), { cause: error });
  }
}

/** Sets the new password with the link's code. */
export async function confirmPasswordReset(input: {
  email: string;
  code: string;
  newPassword: string;
}): Promise<void> {
  try {
    const { confirmResetPassword } = await resetApis();
    await confirmResetPassword({
      username: input.email,
      confirmationCode: input.code,
      newPassword: input.newPassword,
    });
  } catch (error) {
    throw new ResetPasswordError(classifyResetPasswordError(error), { cause: error });
  }
}
