import { queryOptions } from '@tanstack/react-query';
import { listRecentPages } from '#shared/api/routes/users.routes';
import { callRoute } from '../../lib/api/app-api-client';

export const RECENT_PAGES_QUERY_KEY = ['users', 'me', 'recent-pages'] as const;

export const recentPagesQueryOptions = queryOptions({
  queryKey: RECENT_PAGES_QUERY_KEY,
  queryFn: ({ signal }) => callRoute(listRecentPages, { signal }),
});
