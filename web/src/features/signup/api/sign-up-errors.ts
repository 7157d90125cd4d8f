/**
 * What the sign-up form tells the user when the server refuses (docs/requirements.md#r8-2 "Failed to sign
 * up…").
 */
import type { ErrorCode } from '#shared/core/errors';
import { ApiRequestError, NetworkError } from '../../../lib/api/api-errors';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form/field-errors';
import { SIGN_UP_FIELDS, type SignUpField } from '../sign-up-form-schema';

/** Each has its message under `signup:errors`. */
export type SignUpFailureKind =
  | 'email-taken'
  | 'invitation-used'
  | 'invitation-expired'
  | 'invitation-unknown'
  | 'rate-limited'
  | 'invalid-fields'
  | 'network'
  | 'generic'
  /** The account exists but signing in with it failed: the user signs in at /auth instead. */
  | 'signed-up-not-signed-in';

export interface SignUpFailure {
  kind: SignUpFailureKind;
  /** Server messages (shared validation keys) for the fields they concern. */
  fieldErrors: FieldErrors<SignUpField>;
}

const KIND_FOR_CODE: Partial<Record<ErrorCode, SignUpFailureKind>> = {
  EMAIL_ALREADY_REGISTERED: 'email-taken',
  INVITATION_USED: 'invitation-used',
  INVITATION_EXPIRED: 'invitation-expired',
  INVITATION_UNKNOWN: 'invitation-unknown',
  RATE_LIMITED: 'rate-limited',
  VALIDATION_FAILED: 'invalid-fields',
};

/** Maps an error of signUpWithInvitation to the form's message and field errors. */
export function classifySignUpError(error: unknown): SignUpFailure {
  if (error instanceof NetworkError) return { kind: 'network', fieldErrors: {} };
  if (!(error instanceof ApiRequestError)) return { kind: 'generic', fieldErrors: {} };
  const code = error.code;
  const kind = (code && KIND_FOR_CODE[code]) ?? 'generic';
  if (kind === 'email-taken') return { kind, fieldErrors: { email: 'emailAlreadyRegistered' } };
  if (kind !== 'invalid-fields') return { kind, fieldErrors: {} };
  // A refusal with no detail the form can place (say the token) is the generic sign-up failure.
  const fieldErrors = serverFieldErrors(error, SIGN_UP_FIELDS);
  return Object.keys(fieldErrors).length > 0 ? { kind, fieldErrors } : { kind: 'generic', fieldErrors };
}

/** Why a sign-up did not end signed in; thrown by `useSignUp`. */
export class SignUpFailedError extends Error {
  override name = 'SignUpFailedError';
  readonly failure: SignUpFailure;
  constructor(failure: SignUpFailure, options?: ErrorOptions) {
    super('Failed to sign up with AWS Cognito', options);
    this.failure = failure;
  }
}
