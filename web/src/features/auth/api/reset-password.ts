/**
 * Password reset via link (docs/requirements.md#r2-2 /reset-password, docs/requirements.md#r8-2): Cognito's
 * ForgotPassword e-mails a link to /reset-password carrying the code (the CustomMessage trigger), and
 * ConfirmForgotPassword sets the new password with it.
 */
import type { Language } from '#shared/core/language';
import { loadAmplifyAuth } from '../../../lib/amplify/load-amplify-auth';
import { AuthFlowError, classifyAuthFailure } from './auth-failure';

/** `invalid-link`: the code is wrong, used or expired (docs/requirements.md#r8-2 Invalid Reset Link). */
export type ResetPasswordFailure =
  'invalid-link' | 'weak-password' | 'rate-limited' | 'not-configured' | 'network' | 'unknown';

export class ResetPasswordError extends AuthFlowError<ResetPasswordFailure> {
  override name = 'ResetPasswordError';
  constructor(failure: ResetPasswordFailure, options?: ErrorOptions) {
    super(failure, 'Failed to reset password', options);
  }
}

export function classifyResetPasswordError(error: unknown): ResetPasswordFailure {
  return classifyAuthFailure<ResetPasswordFailure>(error, {
    CodeMismatchException: 'invalid-link',
    ExpiredCodeException: 'invalid-link',
    UserNotFoundException: 'invalid-link',
    InvalidPasswordException: 'weak-password',
    LimitExceededException: 'rate-limited',
    TooManyRequestsException: 'rate-limited',
    TooManyFailedAttemptsException: 'rate-limited',
  });
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
