import { queryOptions } from '@tanstack/react-query';
import { getMe } from '#shared/api/routes/auth.routes';
import { isAuthError } from '../api/api-errors';
import { callRoute } from '../api/app-api-client';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** docs/requirements.md#r7-4: `me` is always stale and retried once, never on 401 or 403. */
export function shouldRetryMe(failureCount: number, error: unknown): boolean {
  return !isAuthError(error) && failureCount < 1;
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => callRoute(getMe, { signal }),
  staleTime: 0,
  retry: shouldRetryMe,
});
