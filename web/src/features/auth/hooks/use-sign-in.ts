import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { SignInError, signInWithPassword } from '../api/sign-in';
import type { SignInForm } from '../sign-in-schema';
import { paths } from '../../../lib/paths/paths';

/** Signs in, confirms the user with the server (docs/requirements.md#r4-1), then opens the dashboard. */
export function useSignIn() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  return useMutation<void, SignInError, SignInForm>({
    mutationFn: async (form) => {
      await signInWithPassword(form);
      const session = await refresh({ afterSignIn: true });
      if (session.status !== 'authenticated') throw new SignInError('session');
    },
    onSuccess: () => navigate(paths.dashboard, { replace: true }),
  });
}
