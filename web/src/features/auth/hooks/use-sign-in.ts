import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { confirmTotpCode, SignInError, signInWithPassword, type SignInProgress } from '../api/sign-in';
import type { SignInForm } from '../sign-in-schema';
import { paths } from '../../../lib/paths/paths';

/** Confirms the signed-in user with the server (docs/requirements.md#r4-1) and opens the dashboard. */
function useFinishSignIn() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  return {
    finish: async () => {
      // The form says a deactivated account is deactivated; a toast would say it twice.
      const session = await refresh({ afterSignIn: true, formShowsDeactivation: true });
      if (session.status === 'unauthenticated' && session.reason === 'deactivated') {
        throw new SignInError('deactivated');
      }
      if (session.status !== 'authenticated') throw new SignInError('session');
    },
    open: () => navigate(paths.dashboard, { replace: true }),
  };
}

/**
 * Signs in with the password; when the account has two-step sign-in on (docs/requirements.md#r6-7-mfa)
 * it stops at `totp-required` and the form asks for the code (useConfirmTotp).
 */
export function useSignIn() {
  const { finish, open } = useFinishSignIn();
  return useMutation<SignInProgress, SignInError, SignInForm>({
    mutationFn: async (form) => {
      const progress = await signInWithPassword(form);
      if (progress === 'signed-in') await finish();
      return progress;
    },
    onSuccess: (progress) => {
      if (progress === 'signed-in') void open();
    },
  });
}

/** Answers the TOTP step with the authenticator app's code, then finishes signing in. */
export function useConfirmTotp() {
  const { finish, open } = useFinishSignIn();
  return useMutation<void, SignInError, string>({
    mutationFn: async (code) => {
      await confirmTotpCode(code);
      await finish();
    },
    onSuccess: () => void open(),
  });
}
