/** React Query defaults (docs/requirements.md#r7-4, docs/requirements.md#r9-2). */
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isAuthError } from '../api/api-errors';

/** Data is fresh for five minutes. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
/** Queries retry up to three times. */
export const MAX_QUERY_RETRIES = 3;

/**
 * Retries up to three times, never on an auth error (no token, refused token, no access) nor on a
 * refused request (400: the same request would be refused again).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiRequestError && error.status === 400;
  return !isAuthError(error) && !refused && failureCount < MAX_QUERY_RETRIES;
}

/** The app's query client: no refetch on window focus, no polling, mutations never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
