import { ApiRequestError } from '../../../lib/api/api-errors';

/** Why the analytics could not be shown: no access (403), no such listing (404, or an id the API refuses), or anything else. */
export type AnalyticsFailure = 'forbidden' | 'notFound' | 'failed';

export function analyticsFailureOf(error: unknown): AnalyticsFailure {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404 || error.status === 400) return 'notFound';
  return 'failed';
}

/** A 4xx answer will be the same next time: only other failures are worth retrying. */
export function isFinalAnswer(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
