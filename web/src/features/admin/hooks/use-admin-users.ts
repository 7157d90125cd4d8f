import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listUsers,
  setUserFirstRightOfRefusal,
  setUserRoles,
  setUserStatus,
} from '#shared/api/routes/admin.routes';
import type { AccountStatus } from '#shared/admin/admin-users';
import type { Role } from '#shared/users/roles';
import { getUserTextAlerts } from '#shared/api/routes/texting.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';

const USERS_KEY = ['admin', 'users'] as const;
const toast = (key: string) => `admin:${key}` as CommonTranslationKey;

/**
 * Users matching the search (an e-mail or last-name prefix), or only the certified buyers (never
 * both: the API refuses it), a page at a time.
 */
export function useAdminUsers(search: string, cursor: string | undefined, certifiedOnly = false) {
  return useQuery({
    // Named fields: a search for "certified" is not the certified-only list.
    queryKey: [...USERS_KEY, { search: certifiedOnly ? '' : search, certifiedOnly, cursor: cursor ?? '' }],
    queryFn: ({ signal }) =>
      callRoute(listUsers, {
        query: {
          ...(certifiedOnly ? { certified: 'true' as const } : search ? { search } : {}),
          ...(cursor ? { cursor } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether a user's texts are on and how the last one went (never the number), asked only once the
 * admin opens it on that user's row: a page of users costs no call per user.
 */
export function useUserTextAlerts(userId: string, opened: boolean) {
  return useQuery({
    // Not under USERS_KEY: saving a role or a status does not ask for it again.
    queryKey: ['admin', 'user-text-alerts', userId],
    queryFn: ({ signal }) => callRoute(getUserTextAlerts, { params: { userId }, signal }),
    enabled: opened,
  });
}

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roles }: { userId: string; roles: Role[] }) =>
      callRoute(setUserRoles, { params: { userId }, body: { roles } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      showToast({ variant: 'success', title: toast('toasts.rolesSaved') });
    },
    onError: () => showToast({ variant: 'error', title: toast('toasts.rolesFailed') }),
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accountStatus }: { userId: string; accountStatus: AccountStatus }) =>
      callRoute(setUserStatus, { params: { userId }, body: { accountStatus } }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      showToast({
        variant: 'success',
        title: toast(user.accountStatus === 'deactivated' ? 'toasts.deactivated' : 'toasts.reactivated'),
      });
    },
    onError: () => showToast({ variant: 'error', title: toast('toasts.statusFailed') }),
  });
}

/** Grants or takes away first right of refusal (exclusive listings, first alerts). */
export function useSetFirstRightOfRefusal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, firstRightOfRefusal }: { userId: string; firstRightOfRefusal: boolean }) =>
      callRoute(setUserFirstRightOfRefusal, { params: { userId }, body: { firstRightOfRefusal } }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
      showToast({
        variant: 'success',
        title: toast(user.firstRightOfRefusal ? 'toasts.firstRefusalGranted' : 'toasts.firstRefusalRevoked'),
      });
    },
    onError: () => showToast({ variant: 'error', title: toast('toasts.firstRefusalFailed') }),
  });
}
