import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signUpWithInvitation } from '#shared/api/routes/invitations.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { usePasswordSignIn } from '../../../lib/session/password-sign-in-context';
import { useSession } from '../../../lib/session/session-context';
import { classifySignUpError, SignUpFailedError } from '../api/sign-up-errors';
import { toSignUpBody, type PhoneRule, type SignUpFormValues, type SignUpKind } from '../sign-up-form-schema';
import { pathAfterSignUp } from '../sign-up-routing';

interface SignUpInput {
  values: SignUpFormValues;
  invitationToken: string;
}

/**
 * Creates the account with the invitation, signs the new user in through the app's password
 * sign-in and confirms the session with the server (as /auth does), then opens the next step:
 * /verify, or the seller thank-you page.
 */
export function useSignUp(kind: SignUpKind, phone: PhoneRule) {
  const signIn = usePasswordSignIn();
  const { refresh } = useSession();
  const navigate = useNavigate();
  return useMutation<void, SignUpFailedError, SignUpInput>({
    mutationFn: async ({ values, invitationToken }) => {
      const body = toSignUpBody(phone, values, invitationToken);
      try {
        await callRoute(signUpWithInvitation, { body });
      } catch (error) {
        throw new SignUpFailedError(classifySignUpError(error), { cause: error });
      }
      let signedIn = false;
      try {
        await signIn({ email: body.email, password: body.password });
        signedIn = (await refresh({ afterSignIn: true })).status === 'authenticated';
      } catch (error) {
        throw new SignUpFailedError({ kind: 'signed-up-not-signed-in', fieldErrors: {} }, { cause: error });
      }
      if (!signedIn) throw new SignUpFailedError({ kind: 'signed-up-not-signed-in', fieldErrors: {} });
    },
    onSuccess: () => navigate(pathAfterSignUp(kind), { replace: true }),
  });
}
