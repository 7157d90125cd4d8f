import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { syncMyMfa } from '#shared/api/routes/users.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { useSession } from '../../../lib/session/session-context';
import { confirmTotpSetup, fetchTotpEnabled, startTotpSetup, turnTotpOff } from '../api/account-security';

const TOTP_KEY = ['account', 'totp-enabled'] as const;

/**
 * Two-step sign-in (docs/requirements.md#r6-7-mfa): Cognito's state, setting it up and turning it
 * off. After each change the API stores what Cognito now says (PUT /api/users/me/mfa) and the
 * session's user follows, so the admin panel opens or closes at once.
 */
export function useTwoStepSignIn() {
  const queryClient = useQueryClient();
  const { state, updateUser } = useSession();
  const enabled = useQuery({ queryKey: TOTP_KEY, queryFn: fetchTotpEnabled });

  const storeOnServer = async () => {
    const { mfaEnabled } = await callRoute(syncMyMfa);
    queryClient.setQueryData(TOTP_KEY, mfaEnabled);
    if (state.status === 'authenticated' && !state.user.validationFailed)
      updateUser({ ...state.user, mfaEnabled });
  };

  const setup = useMutation({
    mutationFn: () => startTotpSetup(state.status === 'authenticated' ? state.user.email : ''),
  });
  const confirm = useMutation({
    mutationFn: async (code: string) => {
      await confirmTotpSetup(code);
      await storeOnServer();
    },
    onSuccess: () => setup.reset(),
  });
  const turnOff = useMutation({
    mutationFn: async () => {
      await turnTotpOff();
      await storeOnServer();
    },
  });
  return { enabled, setup, confirm, turnOff };
}
