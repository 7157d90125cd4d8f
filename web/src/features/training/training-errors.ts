/**
 * Every error code the buyer's training routes answer, each with a translated explanation
 * (`training:errors.codes.<CODE>`), for the course and quiz alerts (docs/requirements.md#r8).
 */
import type { ErrorCode } from '#shared/core/errors';
import { ApiRequestError } from '../../lib/api/api-errors';
import { shouldRetryQuery } from '../../lib/query/query-client';

export const TRAINING_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'ACCOUNT_DEACTIVATED',
  'EMAIL_NOT_VERIFIED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'LESSON_NOT_FOUND',
  'QUIZ_ATTEMPT_NOT_FOUND',
  'QUIZ_ATTEMPTS_EXHAUSTED',
  'QUIZ_ANSWERS_INCOMPLETE',
  'INTERNAL',
] as const satisfies readonly ErrorCode[];
export type TrainingErrorCode = (typeof TRAINING_ERROR_CODES)[number];

/** The training error code of a refused call, or null for any other failure. */
export function trainingErrorCode(error: unknown): TrainingErrorCode | null {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  return (TRAINING_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? (code as TrainingErrorCode)
    : null;
}

/** True when the lesson does not exist or is not published (buyers see only published lessons). */
export function isLessonMissing(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && (error.code === 'LESSON_NOT_FOUND' || error.code === 'NOT_FOUND')
  );
}

/** True when the server refused the caller as not a buyer (the page then sends them away). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403 && error.code === 'FORBIDDEN';
}

/** A query's retry setting, as React Query takes it. */
type RetrySetting = boolean | number | ((failureCount: number, error: Error) => boolean) | undefined;

/**
 * The client's retry rule (`defaultRetry`), but never for a lesson that is not there or a request
 * refused as malformed (404/400): asking again would answer the same, and the reader would wait
 * seconds for "Lesson not found".
 */
export function shouldRetryTrainingQuery(
  failureCount: number,
  error: Error,
  defaultRetry: RetrySetting = shouldRetryQuery,
): boolean {
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return false;
  if (typeof defaultRetry === 'function') return defaultRetry(failureCount, error);
  if (typeof defaultRetry === 'number') return failureCount < defaultRetry;
  return defaultRetry ?? shouldRetryQuery(failureCount, error);
}
