import { useInfiniteQuery } from '@tanstack/react-query';
import { listMyInvitations } from '#shared/api/routes/invitations.routes';
import { callRoute } from '../../../lib/api/app-api-client';

export const MY_INVITATIONS_QUERY_KEY = ['my-invitations'] as const;
/** Invitations per page of the list. */
export const MY_INVITATIONS_PAGE_SIZE = 10;

/** The caller's invitations, newest first, a page at a time ("load more" follows the cursor). */
export function useMyInvitations() {
  return useInfiniteQuery({
    queryKey: MY_INVITATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listMyInvitations, {
        query: { limit: MY_INVITATIONS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
