/**
 * How the buyer's training pages read a refused call; the codes and their translated explanations
 * are the training routes' one map (web/src/domain/training/training-error-messages.ts).
 */
import { ApiRequestError } from '../../lib/api/api-errors';
import { shouldRetryQuery } from '../../lib/query/query-client';

export { trainingErrorCode } from '../../domain/training/training-error-messages';

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
