import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { decideRoleRequest, listAuditLog, listRoleRequests } from '#shared/api/routes/admin.routes';
import type { RoleRequestDecision } from '#shared/users/role-requests';
import type { Role } from '#shared/users/roles';
import { callRoute } from '../../../lib/api/app-api-client';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';

const ROLE_REQUESTS_KEY = ['admin', 'role-requests'] as const;
const AUDIT_LOG_KEY = ['admin', 'audit-log'] as const;
/** Entries per page of each list. */
export const ADMIN_REQUESTS_PAGE_SIZE = 20;
const toast = (key: string) => `admin:${key}` as CommonTranslationKey;

/** Pending role requests, oldest first, a page at a time ("load more" follows the cursor). */
export function useRoleRequests() {
  return useInfiniteQuery({
    queryKey: ROLE_REQUESTS_KEY,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listRoleRequests, {
        query: { limit: ADMIN_REQUESTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The audit log, newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: AUDIT_LOG_KEY,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listAuditLog, {
        query: { limit: ADMIN_REQUESTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Approves or denies a request; the lists, the users and the log are read again after. */
export function useDecideRoleRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role, decision }: { userId: string; role: Role; decision: RoleRequestDecision }) =>
      callRoute(decideRoleRequest, { params: { userId, role }, body: { decision } }),
    onSuccess: (request) => {
      for (const queryKey of [ROLE_REQUESTS_KEY, AUDIT_LOG_KEY, ['admin', 'users']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      showToast({
        variant: 'success',
        title: toast(request.status === 'approved' ? 'toasts.requestApproved' : 'toasts.requestDenied'),
      });
    },
    onError: () => showToast({ variant: 'error', title: toast('toasts.decisionFailed') }),
  });
}
