/**
 * Sign-in by e-mail link: asking the API for a link, and finishing the sign-in with the link's
 * code through Cognito's custom-auth challenge (Amplify's CUSTOM_WITHOUT_SRP, which sends
 * InitiateAuth with CUSTOM_AUTH, then RespondToAuthChallenge with the code).
 */
import { requestEmailSignInLink } from '#shared/api/routes/auth-challenge.routes';
import type { Language } from '#shared/core/language';
import { ApiRequestError, NetworkError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { loadAmplifyAuth } from '../../../lib/amplify/load-amplify-auth';
import { findRuntimeConfig } from '../../../lib/config/runtime-config';
import { AuthFlowError, classifyAuthFailure } from './auth-failure';

/** Why a link request or a link sign-in failed; each has its own message under `auth:emailLink.errors`. */
export type EmailLinkFailure = 'invalid-link' | 'rate-limited' | 'not-configured' | 'network' | 'unknown';

export class EmailLinkError extends AuthFlowError<EmailLinkFailure> {
  override name = 'EmailLinkError';
  constructor(failure: EmailLinkFailure, options?: ErrorOptions) {
    super(failure, 'Failed to sign in', options);
  }
}

/** Maps an API, Amplify or Cognito error to what the page tells the user. */
export function classifyEmailLinkError(error: unknown): EmailLinkFailure {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof ApiRequestError) return error.status === 429 ? 'rate-limited' : 'unknown';
  // Unknown user, used or expired code, too many wrong answers, expired challenge session.
  return classifyAuthFailure<EmailLinkFailure>(error, {
    NotAuthorizedException: 'invalid-link',
    UserNotFoundException: 'invalid-link',
    CodeMismatchException: 'invalid-link',
    ExpiredCodeException: 'invalid-link',
    UserNotConfirmedException: 'invalid-link',
  });
}

/** Asks for a sign-in link; the API answers the same whether or not the address has an account. */
export async function requestSignInLink(email: string, language: Language): Promise<void> {
  try {
    await callRoute(requestEmailSignInLink, { body: { email, language } });
  } catch (error) {
    throw new EmailLinkError(classifyEmailLinkError(error), { cause: error });
  }
}

/** Signs in with the e-mail and code of a link; throws `EmailLinkError` unless Cognito signs the user in. */
export async function signInWithEmailLink({ email, code }: { email: string; code: string }): Promise<void> {
  if (!findRuntimeConfig()) throw new EmailLinkError('not-configured');
  try {
    const auth = await loadAmplifyAuth();
    const { confirmSignIn } = await import('aws-amplify/auth');
    const start = () => auth.signIn({ username: email, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
    let started;
    try {
      started = await start();
    } catch (error) {
      // A session Amplify still holds must not block the link: the link decides who signs in.
      if (!(error instanceof Error && error.name === 'UserAlreadyAuthenticatedException')) throw error;
      await auth.signOut();
      started = await start();
    }
    if (started.isSignedIn) return;
    if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
      throw new EmailLinkError('invalid-link');
    }
    const confirmed = await confirmSignIn({ challengeResponse: code });
    // A wrong code gets another challenge rather than an error: for a link, that means invalid.
    if (!confirmed.isSignedIn) throw new EmailLinkError('invalid-link');
  } catch (error) {
    throw new EmailLinkError(classifyEmailLinkError(error), { cause: error });
  }
}
