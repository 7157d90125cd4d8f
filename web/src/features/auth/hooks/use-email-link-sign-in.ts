import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { EmailLinkError, signInWithEmailLink } from '../api/email-link';
import { paths } from '../../../lib/paths/paths';

export interface EmailLink {
  email: string;
  code: string;
}

/**
 * Signs in with an e-mail link, then takes the same path as the password form: the server confirms
 * the user (docs/requirements.md#r4-1) and the dashboard opens.
 */
export function useEmailLinkSignIn() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  return useMutation<void, EmailLinkError, EmailLink>({
    mutationFn: async (link) => {
      await signInWithEmailLink(link);
      const session = await refresh({ afterSignIn: true });
      if (session.status !== 'authenticated') throw new EmailLinkError('unknown');
    },
    onSuccess: () => navigate(paths.dashboard, { replace: true }),
  });
}
