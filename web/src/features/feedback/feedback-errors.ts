/**
 * Every error code the feedback routes answer, each with a translated explanation
 * (`feedback:errors.codes.<CODE>`), for the form's alert (docs/requirements.md#r8-9).
 */
import type { ErrorCode } from '#shared/core/errors';
import { ApiRequestError } from '../../lib/api/api-errors';

export const FEEDBACK_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ACCOUNT_DEACTIVATED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_NOT_IMAGE',
  'FEEDBACK_NOT_FOUND',
  'FEEDBACK_LIMIT_REACHED',
  'VERIFICATION_FAILED',
  'VERIFICATION_EXPIRED',
  'VERIFICATION_REUSED',
  'INTERNAL',
] as const satisfies readonly ErrorCode[];
export type FeedbackErrorCode = (typeof FEEDBACK_ERROR_CODES)[number];

/** The feedback error code of a refused call, or null for any other failure. */
export function feedbackErrorCode(error: unknown): FeedbackErrorCode | null {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  return (FEEDBACK_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? (code as FeedbackErrorCode)
    : null;
}

/** True when the server refused the human check: the form needs a new challenge. */
export function isVerificationRefusal(error: unknown): boolean {
  return feedbackErrorCode(error)?.startsWith('VERIFICATION_') ?? false;
}
