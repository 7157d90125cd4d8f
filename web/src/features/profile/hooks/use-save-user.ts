import { useMutation } from '@tanstack/react-query';
import type { RouteDefinition } from '#shared/api/route';
import type { User } from '#shared/users/user';
import { callRoute } from '../../../lib/api/app-api-client';
import type { CallArgs } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-context';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';

/** Toast keys live in the profile namespace; the toaster translates namespaced keys as they are. */
export const profileToastKey = (key: string) => `profile:${key}` as CommonTranslationKey;

/**
 * Saves one profile section through its route and puts the answered user in the session, so the
 * header, the completion guard and every tab see it at once; toasts say how it went
 * (docs/requirements.md#r8-7).
 */
export function useSaveUser<R extends RouteDefinition>(
  route: R,
  messages: { success: string; failure: string },
) {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (body: unknown) =>
      callRoute(route, ...([{ body }] as unknown as CallArgs<R>)) as Promise<User>,
    onSuccess: (user) => {
      updateUser(user);
      showToast({ variant: 'success', title: profileToastKey(messages.success) });
    },
    onError: () => {
      showToast({ variant: 'error', title: profileToastKey(messages.failure) });
    },
  });
}
