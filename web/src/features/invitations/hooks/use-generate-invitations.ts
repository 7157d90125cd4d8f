import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateInvitations } from '#shared/api/routes/invitations.routes';
import type { Role } from '#shared/users/roles';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { showToast } from '../../../lib/toast/toast-store';
import { MY_INVITATIONS_QUERY_KEY } from './use-my-invitations';

/** Generates a batch; the list below is refetched so it shows the new ones. */
export function useGenerateInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { role: Role; count: number }) => callRoute(generateInvitations, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_INVITATIONS_QUERY_KEY }),
    // Past the daily cap (429 INVITATION_LIMIT_REACHED) the toast says so: retrying now cannot help.
    onError: (error) =>
      showToast(
        error instanceof ApiRequestError && error.code === 'INVITATION_LIMIT_REACHED'
          ? {
              variant: 'error',
              title: 'toasts.invitationLimitReached.title',
              description: 'toasts.invitationLimitReached.description',
            }
          : {
              variant: 'error',
              title: 'toasts.generateInvitationsFailed.title',
              description: 'toasts.generateInvitationsFailed.description',
            },
      ),
  });
}
