import { ApiRequestError } from '../api/api-errors';
import { shouldRetryQuery } from './query-client';

/** A 4xx answer will be the same next time; only other failures are retried. */
export const retryUnlessFinal = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
  shouldRetryQuery(failureCount, error);
