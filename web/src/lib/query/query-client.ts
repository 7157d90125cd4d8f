/** React Query defaults (SPEC §7, §9). */
import { QueryClient } from '@tanstack/react-query';
import { isAuthError } from '../api/api-errors';

/** Data is fresh for five minutes. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
/** Queries retry up to three times. */
export const MAX_QUERY_RETRIES = 3;

/** Retries up to three times, never on an auth error (no token, refused token, no access). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isAuthError(error) && failureCount < MAX_QUERY_RETRIES;
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
