/**
 * Password sign-in against Cognito through Amplify (docs/requirements.md#r5-1, docs/requirements.md#r8-1).
 */
import { loadAmplifyAuth } from '../../../lib/amplify/load-amplify-auth';
import { findRuntimeConfig } from '../../../lib/config/runtime-config';
import type { SignInForm } from '../sign-in-schema';
import { AuthFlowError, classifyAuthFailure } from './auth-failure';

/** Why signing in failed; each has its own message under `auth:errors`. */
export type SignInFailure =
  | 'invalid-credentials'
  | 'not-configured'
  | 'network'
  | 'unconfirmed'
  | 'password-reset-required'
  | 'unsupported-step'
  | 'session'
  | 'deactivated'
  | 'totp-mismatch'
  | 'totp-expired'
  | 'unknown';

/** Where a password sign-in stands: done, or waiting for the authenticator app's code. */
export type SignInProgress = 'signed-in' | 'totp-required';

export class SignInError extends AuthFlowError<SignInFailure> {
  override name = 'SignInError';
  constructor(failure: SignInFailure, options?: ErrorOptions) {
    super(failure, 'Failed to sign in', options);
  }
}

/**
 * Cognito's answer to the password of a disabled user, as deactivating an account leaves it
 * (docs/requirements.md#r8-1): a NotAuthorizedException like a wrong password, told apart by its words.
 */
const DISABLED_USER_MESSAGE = 'User is disabled.';

/** Maps an Amplify or Cognito error to what the form tells the user. */
export function classifySignInError(error: unknown): SignInFailure {
  if (
    error instanceof Error &&
    error.name === 'NotAuthorizedException' &&
    error.message === DISABLED_USER_MESSAGE
  ) {
    return 'deactivated';
  }
  return classifyAuthFailure<SignInFailure>(error, {
    NotAuthorizedException: 'invalid-credentials',
    UserNotFoundException: 'invalid-credentials',
    UserNotConfirmedException: 'unconfirmed',
    PasswordResetRequiredException: 'password-reset-required',
  });
}

/**
 * Signs in with e-mail and password; answers whether Cognito also wants a TOTP code
 * (docs/requirements.md#r6-7-mfa) and throws `SignInError` for anything else but success.
 */
export async function signInWithPassword({ email, password }: SignInForm): Promise<SignInProgress> {
  const config = findRuntimeConfig();
  if (!config) throw new SignInError('not-configured');
  try {
    const auth = await loadAmplifyAuth();
    const attempt = () =>
      auth.signIn({ username: email, password, options: { authFlowType: config.authFlowType } });
    let result;
    try {
      result = await attempt();
    } catch (error) {
      // A session Amplify still holds (say, one the server refused) must not block a new sign-in.
      if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException')) throw error;
      await auth.signOut();
      result = await attempt();
    }
    if (result.isSignedIn) return 'signed-in';
    const step = result.nextStep.signInStep;
    if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totp-required';
    if (step === 'CONFIRM_SIGN_UP') throw new SignInError('unconfirmed');
    if (step === 'RESET_PASSWORD') throw new SignInError('password-reset-required');
    throw new SignInError('unsupported-step');
  } catch (error) {
    if (error instanceof SignInError) throw error;
    throw new SignInError(classifySignInError(error), { cause: error });
  }
}

/**
 * Answers the TOTP step of a password sign-in with the authenticator app's code. A wrong code ends
 * the attempt (the challenge session answers once), so the form starts over from the password.
 */
export async function confirmTotpCode(code: string): Promise<void> {
  try {
    await loadAmplifyAuth();
    const { confirmSignIn } = await import('aws-amplify/auth');
    const result = await confirmSignIn({ challengeResponse: code });
    if (!result.isSignedIn) throw new SignInError('unsupported-step');
  } catch (error) {
    if (error instanceof SignInError) throw error;
    throw new SignInError(
      classifyAuthFailure<SignInFailure>(error, {
        CodeMismatchException: 'totp-mismatch',
        NotAuthorizedException: 'totp-expired',
        // Amplify's own error when no sign-in is waiting for a code (the page was reloaded).
        SignInException: 'totp-expired',
      }),
      { cause: error },
    );
  }
}
